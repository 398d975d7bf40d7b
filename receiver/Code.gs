/**
 * Lumenfold form receiver: a Google Apps Script web app that stores each website submission
 * (contact enquiries and agent requests) as one row of this spreadsheet, e-mails the owner a
 * summary (or, under quota pressure, lists it in an hourly digest) and can confirm to the visitor.
 *
 * It reads RULES from Rules.gs, which `npm run receiver` generates from the site's lib/forms: the
 * fields, checks, messages, columns, spam marks, throttle, mail limits and retention period are the
 * site's own. Paste both files.
 *
 * Every answer is JSON (Apps Script cannot set the HTTP status, so the body decides):
 *   {"success": true, "id": "<submissionId>"}                     stored, or already stored
 *   {"success": false, "message": "...", "field": "email"}        refused: do not send again
 *   {"success": false, "message": "...", "retryable": true}       not stored now: send again
 *
 * Spam: a filled honeypot is answered success: true and dropped; a submission sent under 2 s after
 * the form appeared, with no interaction, is stored but marked as suspected spam: not mailed and
 * not counted by any throttle. A volume of posts must never get a real person's lead refused or
 * leave the owner without news of it: over the per-mailbox limit a lead is stored marked
 * "throttled" (posts no person touched count apart from those sent from the site's forms, so a
 * script cannot throttle a person's own lead); the owner is mailed each lead while the quota and an
 * hourly limit allow, and sendDigest lists the others once an hour, unmarked ones first, in a mail
 * that MailApp never refuses for size. An edit replaces only a lead of its own mailbox. Stored ids
 * are remembered RULES.idMemoryHours (the device's retry window and a day) in a hidden sheet, so a late retry is stored once.
 *
 * Run installTriggers once from the editor: it installs sendDigest (hourly) and deleteExpiredLeads
 * (daily). Deployment and script properties (NOTIFY_TO, CONFIRM_TO_VISITOR): receiver/README.md.
 *
 * The annotation below limits the script's access to this spreadsheet, not all of the owner's:
 * @OnlyCurrentDoc
 */

/** How long a post waits for another one's write; the site gives each attempt 15 seconds in all. */
var LOCK_WAIT_MS = 10000;
var MINUTE_MS = 60 * 1000;
var HOUR_MS = 60 * MINUTE_MS;
var HOUR_SECONDS = 60 * 60;
var DAY_MS = 24 * HOUR_MS;
/** How long a stored id is kept in CacheService (its longest): a retry within it is answered before the lock. */
var RECENT_ID_SECONDS = 6 * HOUR_SECONDS;
/** The hidden sheet that remembers each stored id for RULES.idMemoryHours, whatever became of its lead's row. */
var ID_SHEET = 'Stored ids';
/** How long the hourly and daily jobs wait for the posts' lock; they run again later. */
var JOB_LOCK_WAIT_MS = 30000;
/** How far down the owner may add rows (a title, notes) above the header row. */
var HEADER_SEARCH_ROWS = 10;

function doPost(e) {
  if (typeof RULES === 'undefined') {
    // Kept by the site's outbox and sent again once the project is complete.
    console.error('Rules.gs is missing: paste receiver/Rules.gs into this project beside Code.gs');
    return json({ success: false, message: 'The form receiver is not set up completely, please try again later', retryable: true });
  }
  var answer;
  try {
    answer = receive(e || {});
  } catch (error) {
    logError('Unexpected failure while receiving a submission', error);
    answer = retryable(RULES.messages.storageFailed);
  }
  return json(answer);
}

/** Opening the web app URL in a browser shows that the deployment is live. */
function doGet() {
  if (typeof RULES === 'undefined') return json({ success: false, message: 'Rules.gs is missing: paste receiver/Rules.gs beside Code.gs' });
  return json({ success: true, message: RULES.site.name + ' form receiver is running. Submissions are POSTed here.' });
}

function receive(e) {
  if (bodySize(e) > RULES.maxBodyBytes) return refusal(RULES.messages.tooLarge);
  var posted = readFields(e);
  var names = RULES.fieldNames;
  // Bots that fill the hidden field are told it worked, and nothing is kept or sent.
  if (posted.values[names.honeypot] !== undefined) {
    console.info('Honeypot filled: answered as stored, neither stored nor mailed');
    return { success: true, id: posted.values[names.submissionId] || Utilities.getUuid() };
  }
  if (posted.repeated.length) return refusal(fillIn(RULES.messages.repeatedField, posted.repeated[0]));
  var checked = check(posted.values);
  if (checked.refusal) return checked.refusal;
  var submission = checked.submission;
  var result = store(submission);
  if (result.stored && !result.mark) confirmIfAsked(submission);
  return result.answer;
}

// ---------------------------------------------------------------- reading and checking

function bodySize(e) {
  var declared = e.postData && typeof e.postData.length === 'number' ? e.postData.length : 0;
  return Math.max(declared, typeof e.contentLength === 'number' ? e.contentLength : 0);
}

/** The posted fields, trimmed; an empty one counts as not sent. Names sent more than once are listed. */
function readFields(e) {
  var parameters = e.parameters || {};
  var single = e.parameter || {};
  var keys = Object.keys(parameters).length ? Object.keys(parameters) : Object.keys(single);
  // No prototype: a field named "__proto__" or "constructor" is just an unknown field.
  var values = Object.create(null);
  var repeated = [];
  keys.forEach(function (key) {
    var list = parameters[key] !== undefined ? [].concat(parameters[key]) : [single[key]];
    if (list.length > 1) repeated.push(key);
    // multipart/form-data sends line breaks as CRLF; store them as the visitor typed them.
    var value = list[0] === undefined || list[0] === null ? '' : String(list[0]).replace(/\r\n?/g, '\n').trim();
    if (value !== '') values[key] = value;
  });
  return { values: values, repeated: repeated };
}

/** The first problem, in the order and words of the site's zod schemas, or the submission to store. */
function check(values) {
  var names = RULES.fieldNames;
  for (var i = 0; i < RULES.envelope.length; i++) {
    var envelopeProblem = checkField(RULES.envelope[i], values[RULES.envelope[i].name]);
    if (envelopeProblem) return { refusal: refusal(envelopeProblem) };
  }
  var form = formFor(values[names.formType]);
  var known = Object.create(null);
  known[names.honeypot] = true;
  RULES.envelope.concat(form.fields).forEach(function (rule) {
    known[rule.name] = true;
  });
  var keys = Object.keys(values);
  for (var k = 0; k < keys.length; k++) {
    if (!known[keys[k]]) return { refusal: refusal(fillIn(RULES.messages.unknownField, keys[k])) };
  }
  for (var j = 0; j < form.fields.length; j++) {
    var rule = form.fields[j];
    var problem = checkField(rule, values[rule.name]);
    if (problem) return { refusal: refusal(problem, rule.name) };
  }
  return {
    submission: {
      form: form,
      values: values,
      id: values[names.submissionId],
      email: values[names.email],
      suspected: isSuspectedSpam(values)
    }
  };
}

/**
 * Sent sooner after the form appeared than a person types, and no person's key, pointer or input
 * event in the form (interactedAt): kept, marked, not mailed. The site's isSuspectedSpam, in lib/forms/contract.ts.
 */
function isSuspectedSpam(values) {
  var names = RULES.fieldNames;
  if (values[names.interactedAt]) return false;
  var shownFor = Date.parse(values[names.timestamp]) - Date.parse(values[names.formShownAt]);
  return !(shownFor >= RULES.spamMinMs);
}

function checkField(rule, value) {
  if (value === undefined) return rule.required ? rule.messages.required : null;
  if (rule.minLength !== undefined && value.length < rule.minLength) return rule.messages.tooShort;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return rule.messages.tooLong;
  if (rule.pattern !== undefined && !regExp(rule.pattern).test(value)) return rule.messages.pattern;
  if (rule.choices !== undefined && rule.choices.indexOf(value) === -1) return rule.messages.choice;
  return null;
}

function formFor(formType) {
  for (var i = 0; i < RULES.forms.length; i++) {
    if (RULES.forms[i].formTypes.indexOf(formType) !== -1) return RULES.forms[i];
  }
  throw new Error('No form for formType ' + formType);
}

var compiledPatterns = {};
function regExp(source) {
  if (!compiledPatterns[source]) compiledPatterns[source] = new RegExp(source);
  return compiledPatterns[source];
}

/**
 * A value that a spreadsheet would run as a formula is stored with a leading apostrophe. Checked
 * after Unicode NFKC, so full-width signs are caught too; stored as typed.
 */
function neutralizeFormula(value) {
  var text = String(value);
  return regExp(RULES.formulaStart).test(text.normalize('NFKC')) ? "'" + text : text;
}

// ---------------------------------------------------------------- storing

function store(submission) {
  // Stored within the last six hours: answered from the cache, whatever the owner did to the sheets since.
  if (wasStoredRecently(submission.id)) {
    console.info('Submission ' + submission.id + ' was stored recently');
    return { answer: stored(submission.id) };
  }
  // One writer at a time: the duplicate check, the throttle and the row stay consistent.
  var lock = LockService.getScriptLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) {
    tellOwnerOfStorageProblem('lock', 'the receiver is busy', 'just now: the script lock was held for over ' + LOCK_WAIT_MS / 1000 + ' s (a flood of posts, or a job that hangs).');
    return { answer: retryable(RULES.messages.busy) };
  }
  try {
    var names = RULES.fieldNames;
    // Stored within RULES.idMemoryHours: a retry a day late, after the owner renamed the sheet or deleted the row.
    if (isRemembered(submission.id)) {
      console.info('Submission ' + submission.id + ' was stored within ' + RULES.idMemoryHours + ' hours');
      rememberStored(submission.id);
      return { answer: stored(submission.id) };
    }
    var sheet = sheetFor(submission.form);
    var table = headerRow(sheet, submission.form.columns);
    if (table.problem) {
      // Never guess: storing now could store a retry twice. The owner mends the sheet; the site retries.
      console.error('Sheet "' + sheet.getName() + '": ' + table.problem);
      tellOwnerOfSheetProblem(sheet.getName(), table.problem);
      return { answer: retryable(RULES.messages.storageFailed) };
    }
    if (rowOf(sheet, table, names.submissionId, submission.id)) {
      console.info('Submission ' + submission.id + ' was already stored');
      rememberStored(submission.id);
      return { answer: stored(submission.id) };
    }
    // Nothing is refused for volume: suspected spam and leads over a mailbox's limit are stored
    // marked, and neither counts, so bots cannot use up a person's limit.
    var mark = submission.suspected ? RULES.spamMarks.suspected : isThrottled(submission) ? RULES.spamMarks.throttled : '';
    var row = rowValues(submission, mark);
    // An original that arrives after its own edit: the edit's row names it.
    submission.supersededBy = laterEdit(sheet, table, submission);
    if (submission.supersededBy) row[names.supersededBy] = submission.supersededBy;
    sheet.appendRow(table.headers.map(function (header) {
      return row[header] === undefined ? '' : row[header];
    }));
    var rowNumber = sheet.getLastRow();
    markSuperseded(sheet, table, submission);
    rememberId(submission.id);
    SpreadsheetApp.flush();
    rememberStored(submission.id);
    if (!mark) {
      countSubmission(submission);
      // Under the lock, so the row number still holds; a lead not mailed now waits for the digest.
      if (mailOwner(submission)) setCell(sheet, rowNumber, table, names.notified, new Date().toISOString());
    }
    return { stored: true, mark: mark, answer: stored(submission.id) };
  } catch (error) {
    logError('Could not store submission ' + submission.id, error);
    tellOwnerOfStorageProblem('store', 'the spreadsheet refused a lead', 'in the spreadsheet: ' + oneLine(error && error.message ? error.message : error).slice(0, 500));
    return { answer: retryable(RULES.messages.storageFailed) };
  } finally {
    lock.releaseLock();
  }
}

function sheetFor(form) {
  var spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  return spreadsheet.getSheetByName(form.sheet) || spreadsheet.insertSheet(form.sheet);
}

/**
 * The sheet's header row, found among its top rows (the owner may add a title above it), with any
 * of our columns it lacks added at the end. Rows are written by header name, so the owner may
 * reorder, rename others or add columns of their own. `problem` says why nothing can be stored
 * safely: no header row, or the submissionId column of a sheet we wrote to is gone (renamed), so a
 * retry could no longer be recognised. A script property remembers each sheet whose header row has
 * held that column: a sheet of the first version of this script never had it, and gets it added.
 */
function headerRow(sheet, columns) {
  var lastColumn = sheet.getLastColumn();
  var lastRow = sheet.getLastRow();
  if (lastRow === 0) {
    sheet.getRange(1, 1, 1, columns.length).setValues([columns]);
    sheet.setFrozenRows(1);
    rememberIdColumn(sheet);
    return { row: 1, headers: columns.slice() };
  }
  var top = sheet.getRange(1, 1, Math.min(lastRow, HEADER_SEARCH_ROWS), Math.max(lastColumn, 1)).getValues();
  var names = RULES.fieldNames;
  for (var r = 0; r < top.length; r++) {
    var headers = top[r].map(function (header) { return String(header).trim(); });
    var ours = columns.filter(function (column) { return headers.indexOf(column) !== -1; });
    if (ours.length < 2) continue;
    if (headers.indexOf(names.submissionId) === -1 && hadIdColumn(sheet) && lastRow > r + 1) {
      return { problem: 'the header row (row ' + (r + 1) + ') has no "' + names.submissionId + '" column, so a retry cannot be recognised. Name that column "' + names.submissionId + '" again.' };
    }
    var missing = columns.filter(function (column) { return headers.indexOf(column) === -1; });
    if (missing.length) {
      sheet.getRange(r + 1, headers.length + 1, 1, missing.length).setValues([missing]);
      headers = headers.concat(missing);
    }
    rememberIdColumn(sheet);
    return { row: r + 1, headers: headers };
  }
  return { problem: 'no header row in the top ' + HEADER_SEARCH_ROWS + ' rows. Put the column names (' + names.submissionId + ', email, ...) in one row.' };
}

function idColumnProperty(sheet) {
  return 'SUBMISSION_ID_COLUMN:' + sheet.getName();
}

/** Whether this sheet's header row has held our submissionId column. */
function hadIdColumn(sheet) {
  return PropertiesService.getScriptProperties().getProperty(idColumnProperty(sheet)) === 'yes';
}

function rememberIdColumn(sheet) {
  if (!hadIdColumn(sheet)) PropertiesService.getScriptProperties().setProperty(idColumnProperty(sheet), 'yes');
}

/** The sheet row whose `header` column holds `value`, or 0. */
function rowOf(sheet, table, header, value) {
  var column = table.headers.indexOf(header) + 1;
  var rows = sheet.getLastRow() - table.row;
  if (column < 1 || rows < 1) return 0;
  var values = sheet.getRange(table.row + 1, column, rows, 1).getValues();
  for (var i = 0; i < values.length; i++) {
    if (String(values[i][0]) === value) return table.row + 1 + i;
  }
  return 0;
}

function setCell(sheet, row, table, header, value) {
  var column = table.headers.indexOf(header) + 1;
  if (row && column) sheet.getRange(row, column, 1, 1).setValues([[value]]);
}

function cellOf(sheet, row, table, header) {
  var column = table.headers.indexOf(header) + 1;
  return row && column ? String(sheet.getRange(row, column, 1, 1).getValues()[0][0]) : '';
}

/**
 * An edit sent after a lost answer replaces an earlier submission: both rows stay, the older one says
 * so. Only from the same mailbox: anyone can post an id they saw, and another's lead stays as it is.
 */
function markSuperseded(sheet, table, submission) {
  var names = RULES.fieldNames;
  var older = submission.values[names.supersedes];
  var row = older ? rowOf(sheet, table, names.submissionId, older) : 0;
  if (!row) return;
  if (!sameMailbox(cellOf(sheet, row, table, names.email), submission.email)) {
    submission.namesOthers = true;
    console.warn('Submission ' + submission.id + ' names ' + older + ', from another address, as the one it replaces: both left as leads');
    return;
  }
  setCell(sheet, row, table, names.supersededBy, submission.id);
}

/** The id of a stored edit from the same mailbox that supersedes this submission, or ''. */
function laterEdit(sheet, table, submission) {
  var names = RULES.fieldNames;
  var row = rowOf(sheet, table, names.supersedes, submission.id);
  if (!row || !sameMailbox(cellOf(sheet, row, table, names.email), submission.email)) return '';
  return cellOf(sheet, row, table, names.submissionId);
}

function rowValues(submission, mark) {
  var names = RULES.fieldNames;
  var row = Object.create(null);
  Object.keys(submission.values).forEach(function (key) {
    row[key] = neutralizeFormula(submission.values[key]);
  });
  row[names.receivedAt] = new Date().toISOString();
  row[names.spam] = mark;
  return row;
}

// ---------------------------------------------------------------- recently stored ids (CacheService)

/**
 * Ids stored in the last six hours, by id: a retry is answered from here before any sheet is read,
 * so renaming or archiving a sheet (a new one is made for the next lead) never stores it twice.
 */
function wasStoredRecently(id) {
  try {
    return CacheService.getScriptCache().get('id:' + id) !== null;
  } catch (error) {
    logError('Could not read the recently stored ids', error);
    return false;
  }
}

function rememberStored(id) {
  try {
    CacheService.getScriptCache().put('id:' + id, '1', RECENT_ID_SECONDS);
  } catch (error) {
    logError('Could not remember submission ' + id + ' as stored', error);
  }
}

// ---------------------------------------------------------------- ids of the last RULES.idMemoryHours (a hidden sheet)

/**
 * CacheService keeps an id at most six hours; a retry can come a day late. So each stored id is also
 * a row of the hidden sheet ID_SHEET, kept RULES.idMemoryHours (deleteExpiredLeads trims it daily),
 * whatever the owner does to the lead's sheet or row since.
 */
function idTable() {
  return { row: 1, headers: [RULES.fieldNames.submissionId, 'storedAt'] };
}

function isRemembered(id) {
  var sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName(ID_SHEET);
  return sheet ? rowOf(sheet, idTable(), RULES.fieldNames.submissionId, id) > 0 : false;
}

/** After the lead's row is written: a failure here is logged, and the lead stays stored. */
function rememberId(id) {
  try {
    var spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
    var sheet = spreadsheet.getSheetByName(ID_SHEET);
    if (!sheet) {
      sheet = spreadsheet.insertSheet(ID_SHEET);
      sheet.getRange(1, 1, 1, 2).setValues([idTable().headers]);
      sheet.setFrozenRows(1);
      sheet.hideSheet();
    }
    sheet.appendRow([id, new Date().toISOString()]);
  } catch (error) {
    logError('Could not remember submission ' + id + ' in the sheet "' + ID_SHEET + '"', error);
  }
}

/** Deletes the ids stored more than RULES.idMemoryHours ago: the top rows, as they are appended in time order. */
function forgetOldIds() {
  var sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName(ID_SHEET);
  if (!sheet || sheet.getLastRow() < 2) return;
  var cutoff = Date.now() - RULES.idMemoryHours * HOUR_MS;
  var times = sheet.getRange(2, 2, sheet.getLastRow() - 1, 1).getValues();
  var old = 0;
  while (old < times.length && !(timeOf(cellText(times[old][0])) >= cutoff)) old++;
  if (old) deleteRows(sheet, 2, old);
}

// ---------------------------------------------------------------- throttle (CacheService)

/** Times (ms) of stored submissions under `key` within the window; a damaged entry counts as none. */
function recentTimes(cache, key, windowMs, now) {
  try {
    var times = JSON.parse(cache.get(key) || '[]');
    return times.filter(function (time) { return now - time < windowMs; });
  } catch (error) {
    return [];
  }
}

/** Whether this mailbox has had its hour's unmarked leads; such a lead is stored marked, never refused. */
function isThrottled(submission) {
  try {
    return recentTimes(CacheService.getScriptCache(), mailboxKey('stored', submission), HOUR_MS, Date.now()).length >= RULES.throttle.perEmailPerHour;
  } catch (error) {
    // Better an unmarked lead than a lost one.
    logError('Throttle check failed', error);
    return false;
  }
}

function countSubmission(submission) {
  try {
    var cache = CacheService.getScriptCache();
    var key = mailboxKey('stored', submission);
    var now = Date.now();
    cache.put(key, JSON.stringify(recentTimes(cache, key, HOUR_MS, now).concat([now])), HOUR_SECONDS);
  } catch (error) {
    logError('Could not count a stored submission for the throttle', error);
  }
}

/**
 * The mailbox an address delivers to: NFKC, lower case, without a +tag, and for the domains in
 * RULES.address.dotlessDomains (Gmail) without dots before the @, in one domain. The site's mailboxAddress.
 */
function mailboxAddress(email) {
  var address = String(email).normalize('NFKC').toLowerCase().replace(regExp(RULES.address.tag), '');
  var at = address.lastIndexOf('@');
  var domains = RULES.address.dotlessDomains;
  var domainPart = address.slice(at + 1);
  var domain = at > 0 && Object.prototype.hasOwnProperty.call(domains, domainPart) ? domains[domainPart] : '';
  return domain ? address.slice(0, at).replace(/\./g, '') + '@' + domain : address;
}

function sameMailbox(a, b) {
  return mailboxAddress(a) === mailboxAddress(b);
}

/**
 * What throttles and confirmations count under, the site's throttleKey: the mailbox, and whether a
 * person touched the form, so a script posting someone's address cannot use up that person's own
 * allowance. Cache keys are limited to 250 characters, addresses to 254: keyed by a digest.
 */
function mailboxKey(prefix, submission) {
  var kind = submission.values[RULES.fieldNames.interactedAt] ? 'person' : 'script';
  return prefix + ':' + digestOf(mailboxAddress(submission.email) + ' ' + kind);
}

// ---------------------------------------------------------------- e-mails (MailApp)

/** The owner's address(es): script property NOTIFY_TO; '' for none. */
function ownerAddress() {
  return String(PropertiesService.getScriptProperties().getProperty('NOTIFY_TO') || '').trim();
}

/**
 * Mails the owner this lead's summary while MailApp has more than RULES.ownerMail.reserve recipients
 * left and fewer than RULES.ownerMail.perHour leads were mailed one by one in the last hour. Says
 * whether it was sent: one that was not waits for the digest (sendDigest).
 */
function mailOwner(submission) {
  try {
    var owner = ownerAddress();
    if (!owner) return false;
    var quota = remainingQuota();
    if (typeof quota !== 'number' || quota <= RULES.ownerMail.reserve) {
      console.warn('Lead ' + reference(submission.id) + ' waits for the digest: MailApp quota left is ' + quota + ', kept for the digests');
      return false;
    }
    var cache = CacheService.getScriptCache();
    var now = Date.now();
    var mailed = recentTimes(cache, 'owner-mails', HOUR_MS, now);
    if (mailed.length >= RULES.ownerMail.perHour) {
      console.info('Lead ' + reference(submission.id) + ' waits for the digest: ' + mailed.length + ' leads were mailed in the last hour');
      return false;
    }
    if (!sendMail('the owner', {
      to: owner,
      replyTo: submission.email,
      name: RULES.site.name + ' website',
      subject: ownerSubject(submission),
      body: ownerSummary(submission)
    })) return false;
    cache.put('owner-mails', JSON.stringify(mailed.concat([now])), HOUR_SECONDS);
    return true;
  } catch (error) {
    // The row is stored; the digest tells the owner.
    logError('Could not mail the owner about submission ' + submission.id, error);
    return false;
  }
}

/** The visitor's confirmation, when the owner turned them on (CONFIRM_TO_VISITOR). */
function confirmIfAsked(submission) {
  try {
    if (confirmsToVisitor(PropertiesService.getScriptProperties().getProperty('CONFIRM_TO_VISITOR'))) confirmToVisitor(submission);
  } catch (error) {
    // The row is stored; a mail problem never changes the answer.
    logError('Could not confirm submission ' + submission.id + ' to the visitor', error);
  }
}

/** The sheet cannot take leads: see tellOwnerOfStorageProblem. */
function tellOwnerOfSheetProblem(sheetName, problem) {
  tellOwnerOfStorageProblem('sheet:' + sheetName, 'the sheet "' + oneLine(sheetName).slice(0, 100) + '" needs a fix', 'in the sheet "' + sheetName + '": ' + problem);
}

/**
 * Leads cannot be stored (the sheet, the spreadsheet or the lock failed): every post is answered
 * retryable and waits on visitors' devices. The owner hears of it, with the error, at most once an
 * hour per cause (`key`; the cache entry is claimed before sending).
 */
function tellOwnerOfStorageProblem(key, what, problem) {
  try {
    var owner = ownerAddress();
    if (!owner) return;
    var cache = CacheService.getScriptCache();
    var cacheKey = 'storage-problem:' + digestOf(key);
    if (cache.get(cacheKey)) return;
    cache.put(cacheKey, '1', HOUR_SECONDS);
    var sent = sendMail('the owner about storing leads', {
      to: owner,
      name: RULES.site.name + ' website',
      subject: 'Website leads cannot be stored: ' + what,
      body: [
        'The form receiver cannot store leads ' + problem,
        '',
        'Until it is fixed, every lead sent from the ' + RULES.site.name + ' website waits on the visitor\'s device, which sends it again',
        'later; once it is fixed they arrive by themselves. A visitor who clears their browser first loses theirs.',
        'You get this e-mail at most once an hour while the problem lasts.',
        '',
        'Sheet: ' + spreadsheetUrl()
      ].join('\n')
    });
    if (!sent) cache.remove(cacheKey);
  } catch (error) {
    logError('Could not tell the owner that leads cannot be stored', error);
  }
}

function digestOf(text) {
  return Utilities.base64EncodeWebSafe(Utilities.computeDigest(Utilities.DigestAlgorithm.SHA_256, String(text), Utilities.Charset.UTF_8));
}

function spreadsheetUrl() {
  try {
    return SpreadsheetApp.getActiveSpreadsheet().getUrl();
  } catch (error) {
    return '(open the spreadsheet this script belongs to)';
  }
}

/**
 * Off unless set to true, on, yes or 1: every confirmation goes to whatever address was typed, so
 * they come from a small budget of their own (confirmToVisitor).
 */
function confirmsToVisitor(setting) {
  return /^\s*(true|on|yes|1)\s*$/i.test(String(setting === null || setting === undefined ? '' : setting));
}

/** The script properties of visitor confirmations: the day's count, and each mailbox confirmed that day. */
var CONFIRMED_PREFIX = 'confirmed:';

/**
 * A confirmation to the address typed, for a lead a person sent from the site's form, from a budget
 * of its own (RULES.visitorConfirmations): at most perDay a day, one per mailbox a day, and only while MailApp has more left than a day of the owner's
 * own mails needs, so a flood of posts with chosen addresses never spends what the owner's mails need.
 * The budget is claimed before sending and given back when the mail fails.
 */
function confirmToVisitor(submission) {
  // A post no person touched (no interactedAt) came from no visit of the site's forms: not confirmed.
  if (!submission.values[RULES.fieldNames.interactedAt]) return;
  var ownersDay = RULES.ownerMail.reserve + 24 * RULES.ownerMail.perHour;
  var quota = remainingQuota();
  if (typeof quota !== 'number' || quota <= ownersDay) {
    console.warn('No confirmation to the visitor: MailApp quota left is ' + quota + ', kept for the owner');
    return;
  }
  var properties = PropertiesService.getScriptProperties();
  var day = new Date().toISOString().slice(0, 10);
  var countKey = CONFIRMED_PREFIX + day;
  var mailboxKey = CONFIRMED_PREFIX + day + ':' + digestOf(mailboxAddress(submission.email));
  var count = Number(properties.getProperty(countKey) || 0);
  if (count >= RULES.visitorConfirmations.perDay) {
    console.warn('No confirmation to the visitor: today\'s ' + RULES.visitorConfirmations.perDay + ' confirmations are sent');
    return;
  }
  if (properties.getProperty(mailboxKey)) return;
  properties.setProperty(mailboxKey, '1');
  properties.setProperty(countKey, String(count + 1));
  var sent = sendMail('the visitor', {
    to: submission.email,
    replyTo: RULES.site.email,
    name: RULES.site.name,
    subject: 'We have your message (reference ' + reference(submission.id) + ')',
    body: visitorConfirmation(submission)
  });
  if (!sent) {
    properties.deleteProperty(mailboxKey);
    properties.setProperty(countKey, String(count));
  }
}

/** Daily: forgets the confirmations of the days before today. */
function forgetOldConfirmations() {
  var properties = PropertiesService.getScriptProperties();
  var today = CONFIRMED_PREFIX + new Date().toISOString().slice(0, 10);
  properties.getKeys().forEach(function (key) {
    if (key.indexOf(CONFIRMED_PREFIX) === 0 && key.slice(0, today.length) !== today) properties.deleteProperty(key);
  });
}

/** MailApp fails when the daily quota is spent; the failure is logged, the row is already stored. */
function sendMail(whom, message) {
  try {
    MailApp.sendEmail(message);
    return true;
  } catch (error) {
    logError('Could not e-mail ' + whom + ' (MailApp daily quota left: ' + remainingQuota() + ')', error);
    return false;
  }
}

function remainingQuota() {
  try {
    return MailApp.getRemainingDailyQuota();
  } catch (error) {
    return 'unknown';
  }
}

function reference(id) {
  return String(id).slice(0, RULES.referenceLength);
}

function oneLine(text) {
  return String(text).replace(/\s+/g, ' ').trim();
}

function ownerSubject(submission) {
  var values = submission.values;
  var subject = submission.form.subject.replace(/\{(\w+)\}/g, function (match, field) {
    return values[field] || '?';
  });
  return oneLine(subject).slice(0, 200) + ' [' + reference(submission.id) + ']';
}

function ownerSummary(submission) {
  var values = submission.values;
  var names = RULES.fieldNames;
  var lines = [submission.form.title + ' (' + values[names.formType] + ') from the ' + RULES.site.name + ' website.', ''];
  submission.form.fields.forEach(function (rule) {
    if (values[rule.name] === undefined) return;
    // Continuation lines are indented so a long message stays readable under its label.
    lines.push(rule.label + ': ' + values[rule.name].replace(/\r?\n/g, '\n    '));
  });
  lines.push('');
  lines.push('Reference: ' + reference(submission.id) + ' (submissionId ' + submission.id + ')');
  if (submission.namesOthers) {
    lines.push('It names reference ' + reference(values[names.supersedes]) + ' as the one it replaces, but that lead came from another address: both stand.');
  } else if (values[names.supersedes]) {
    lines.push('This replaces reference ' + reference(values[names.supersedes]) + ': the visitor edited their message and sent it again.');
  }
  if (submission.supersededBy) {
    lines.push('Replaced by reference ' + reference(submission.supersededBy) + ', which arrived first: the visitor edited this message and sent it again.');
  }
  if (values[names.sentBy] === RULES.browserAgent) {
    lines.push("Sent by the visitor's browser agent (WebMCP), on the visitor's behalf, with the visitor on the page.");
  }
  lines.push('Sent: ' + values[names.timestamp]);
  lines.push('Sheet: ' + spreadsheetUrl());
  lines.push('');
  lines.push('Reply to this e-mail to answer ' + oneLine(values[submission.form.nameField] || 'the visitor') + ' directly.');
  return lines.join('\n');
}

/**
 * A fixed text and the reference: nothing the visitor typed (no name, message or link), so the
 * receiver cannot be used to carry someone's words to an address they typed.
 */
function visitorConfirmation(submission) {
  return [
    'Hello,',
    '',
    'Thank you for contacting ' + RULES.site.name + '. We have your message. ' + RULES.site.replyPromise,
    '',
    'Your reference: ' + reference(submission.id),
    '',
    'To add anything, reply to this e-mail or write to ' + RULES.site.email + ' and quote the reference.',
    '',
    RULES.site.name
  ].join('\n');
}

// ---------------------------------------------------------------- time-driven jobs (ScriptApp)

/**
 * Run once from the editor (choose installTriggers, click Run, allow): installs sendDigest every
 * hour and deleteExpiredLeads every day. Running it again adds nothing.
 */
function installTriggers() {
  var wanted = {
    sendDigest: function (builder) { return builder.everyHours(1); },
    deleteExpiredLeads: function (builder) { return builder.everyDays(1).atHour(3); }
  };
  var installed = ScriptApp.getProjectTriggers().map(function (trigger) { return trigger.getHandlerFunction(); });
  Object.keys(wanted).forEach(function (name) {
    if (installed.indexOf(name) !== -1) return console.info(name + ' is already installed');
    wanted[name](ScriptApp.newTrigger(name).timeBased()).create();
    console.info('Installed ' + name);
  });
}

/**
 * Hourly: one mail to the owner with the stored leads that were not mailed on their own (quota
 * kept, the hourly limit reached, marked throttled, or a failed mail), suspected spam left out: its
 * body lists the first (people's leads before throttled ones), and a CSV attachment carries every
 * one, so no flood can keep a lead out of the owner's sight. The rows carried get their `notified`
 * time. Nothing waiting, no mail; a mail that fails is tried next hour.
 * It looks back RULES.digest.lookbackDays: a digest that could not go out is made up later, and rows
 * of a sheet from before the `notified` column (all of them mailed one by one) are not listed again.
 */
function sendDigest() {
  var owner = ownerAddress();
  if (!owner) return;
  var lock = LockService.getScriptLock();
  if (!lock.tryLock(JOB_LOCK_WAIT_MS)) return console.warn('sendDigest: the sheet was busy; it runs again in an hour');
  try {
    var names = RULES.fieldNames;
    var since = Date.now() - RULES.digest.lookbackDays * DAY_MS;
    var waiting = [];
    leadTables().forEach(function (lead) {
      if (lead.headers.indexOf(names.notified) === -1) return;
      lead.records.forEach(function (record, i) {
        if (record[names.notified] !== '' || !record[names.submissionId]) return;
        var time = timeOf(record[names.receivedAt]);
        if (record[names.spam] === RULES.spamMarks.suspected || !(time >= since)) return;
        waiting.push({ lead: lead, row: lead.headerRow + 1 + i, record: record, time: time, throttled: record[names.spam] === RULES.spamMarks.throttled });
      });
    });
    if (!waiting.length) return;
    // Unmarked leads first, then throttled ones: the body lists a person's lead before a flood's.
    waiting.sort(unmarkedNewestFirst);
    var ordered = byTurns(waiting.filter(function (entry) { return !entry.throttled; }))
      .concat(byTurns(waiting.filter(function (entry) { return entry.throttled; })));
    var csv = digestCsv(ordered);
    var digest = composeDigest(ordered, csv.carried.length);
    var subject = waiting.length + (waiting.length === 1 ? ' lead' : ' leads') + ' from the ' + RULES.site.name + ' website';
    var sent = sendMail('the owner (digest)', {
      to: owner,
      name: RULES.site.name + ' website',
      subject: subject + (digest.listed.length < waiting.length ? ', ' + digest.listed.length + ' listed' : ''),
      body: digest.body,
      attachments: [Utilities.newBlob(csv.text, 'text/csv', 'leads-' + new Date().toISOString().slice(0, 13).replace('T', '-') + 'h.csv')]
    });
    if (!sent) return;
    // Every row the mail carried has reached the owner; any beyond the attachment's size wait for the next digest.
    var now = new Date().toISOString();
    csv.carried.forEach(function (entry) {
      setCell(entry.lead.sheet, entry.row, entry.lead, names.notified, now);
    });
    SpreadsheetApp.flush();
  } finally {
    lock.releaseLock();
  }
}

function unmarkedNewestFirst(a, b) {
  return Number(a.throttled) - Number(b.throttled) || b.time - a.time;
}

/**
 * Newest first, the newest and the oldest by turns: a digest brings the latest news, and a backlog
 * is listed from its old end too, before it leaves the lookback unlisted.
 */
function byTurns(newestFirst) {
  var order = [];
  for (var i = 0, j = newestFirst.length - 1; i <= j; i++, j--) {
    order.push(newestFirst[i]);
    if (i < j) order.push(newestFirst[j]);
  }
  return order;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function csvField(value) {
  var text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text;
}

/**
 * The waiting leads as CSV, in the order given: a column for the sheet, then every sheet's columns
 * in the order met. Values are as the sheet holds them (formulas already neutralized on storing).
 * At most RULES.digest.maxAttachmentChars, well within MailApp's 25 MB of attachments; `carried`
 * are the leads it holds.
 */
function digestCsv(waiting) {
  var columns = [];
  waiting.forEach(function (entry) {
    entry.lead.headers.forEach(function (header) {
      if (header && columns.indexOf(header) === -1) columns.push(header);
    });
  });
  var lines = [['sheet'].concat(columns).map(csvField).join(',')];
  var size = lines[0].length + 2;
  var carried = [];
  for (var i = 0; i < waiting.length; i++) {
    var entry = waiting[i];
    var line = [entry.lead.sheet.getName()].concat(columns.map(function (column) { return entry.record[column]; })).map(csvField).join(',');
    if (size + line.length + 2 > RULES.digest.maxAttachmentChars) break;
    size += line.length + 2;
    lines.push(line);
    carried.push(entry);
  }
  return { carried: carried, text: lines.join('\r\n') + '\r\n' };
}

/**
 * MailApp refuses a body over 200 KB, and a digest that fails every hour tells the owner nothing: the
 * body lists at most RULES.digest.maxLeads leads in RULES.digest.maxBodyChars characters, taken in
 * the order given and shown unmarked and newest first, and counts the rest, which the attachment
 * carries (the first `carried` of them).
 */
function composeDigest(waiting, carried) {
  var head = ['Leads stored in the sheet that were not e-mailed to you one by one (MailApp\'s quota was kept for this digest,',
    RULES.ownerMail.perHour + ' leads had been e-mailed in the hour, or the address had sent ' + RULES.throttle.perEmailPerHour + ' already):', ''];
  var foot = ['', 'Sheet: ' + spreadsheetUrl()];
  // Room for the line that counts the rest.
  var size = head.concat(foot).join('\n').length + 300;
  var listed = [];
  for (var i = 0; i < waiting.length && listed.length < RULES.digest.maxLeads; i++) {
    var length = digestLine(waiting[i]).length + 1;
    if (size + length > RULES.digest.maxBodyChars) break;
    size += length;
    listed.push(waiting[i]);
  }
  listed.sort(unmarkedNewestFirst);
  var lines = listed.map(digestLine);
  var rest = waiting.slice(listed.length, carried);
  if (rest.length) {
    var throttled = rest.filter(function (entry) { return entry.throttled; }).length;
    lines.push('', rest.length + ' more ' + (rest.length === 1 ? 'lead' : 'leads') + ' (' + throttled + ' of them marked throttled) ' + (rest.length === 1 ? 'is' : 'are') +
      ' in the attached CSV, which holds every lead of this digest.');
  }
  var left = waiting.length - Math.max(carried, listed.length);
  if (left > 0) {
    lines.push(left + ' more ' + (left === 1 ? 'lead waits' : 'leads wait') + ' in the sheet, past what one mail carries; the next digest brings them. ' +
      'They are the rows of the last ' + RULES.digest.lookbackDays + ' days with an empty "' + RULES.fieldNames.notified + '" column.');
  }
  return { listed: listed, body: head.concat(lines, foot).join('\n') };
}

/** One lead, on one line of bounded length whatever the owner typed into the sheet. */
function digestLine(entry) {
  var names = RULES.fieldNames;
  var record = entry.record;
  var form = formOrNull(record[names.formType]);
  var who = form ? record[form.nameField] : '';
  return '- ' + (form ? form.title : 'Submission') + ' from ' + oneLine(who || '?').slice(0, 200) + ' <' + oneLine(record[names.email] || '?').slice(0, 260) + '>, reference ' +
    reference(record[names.submissionId]) + ', received ' + oneLine(record[names.receivedAt]).slice(0, 40) + ', sheet "' + oneLine(entry.lead.sheet.getName()).slice(0, 100) + '"' +
    (entry.throttled ? ' (marked throttled: more than ' + RULES.throttle.perEmailPerHour + ' from this address within an hour; it may still be the person\'s own)' : '');
}

/**
 * Daily: deletes the lead rows received more than RULES.leadRetentionDays ago, in every sheet that
 * has our header row (renamed and archived ones too); rows without a receivedAt are left.
 */
function deleteExpiredLeads() {
  var lock = LockService.getScriptLock();
  if (!lock.tryLock(JOB_LOCK_WAIT_MS)) return console.warn('deleteExpiredLeads: the sheet was busy; it runs again tomorrow');
  try {
    var cutoff = Date.now() - RULES.leadRetentionDays * DAY_MS;
    var deleted = 0;
    leadTables().forEach(function (lead) {
      // From the bottom up, a run of expired rows at a time, so the row numbers above stay right.
      var end = -1;
      for (var i = lead.records.length - 1; i >= -1; i--) {
        var expired = i >= 0 && timeOf(lead.records[i][RULES.fieldNames.receivedAt]) < cutoff;
        if (expired && end === -1) end = i;
        if (!expired && end !== -1) {
          deleteRows(lead.sheet, lead.headerRow + 2 + i, end - i);
          deleted += end - i;
          end = -1;
        }
      }
    });
    if (deleted) console.info('Deleted ' + deleted + ' leads received more than ' + RULES.leadRetentionDays + ' days ago');
    forgetOldIds();
    forgetOldConfirmations();
  } finally {
    lock.releaseLock();
  }
}

/** Sheets refuse to delete every row that is not frozen; then the rows are emptied instead. */
function deleteRows(sheet, first, count) {
  try {
    sheet.deleteRows(first, count);
  } catch (error) {
    sheet.getRange(first, 1, count, Math.max(sheet.getLastColumn(), 1)).clearContent();
  }
}

/**
 * Every sheet of the spreadsheet whose header row (in its top rows) names receivedAt and
 * submissionId, with its rows as records by header; cells as text, a date as its ISO time.
 */
function leadTables() {
  var names = RULES.fieldNames;
  var tables = [];
  SpreadsheetApp.getActiveSpreadsheet().getSheets().forEach(function (sheet) {
    var lastRow = sheet.getLastRow();
    var lastColumn = sheet.getLastColumn();
    if (lastRow < 2 || lastColumn < 1) return;
    var values = sheet.getRange(1, 1, lastRow, lastColumn).getValues();
    for (var r = 0; r < Math.min(values.length, HEADER_SEARCH_ROWS); r++) {
      var headers = values[r].map(function (header) { return String(header).trim(); });
      if (headers.indexOf(names.receivedAt) === -1 || headers.indexOf(names.submissionId) === -1) continue;
      tables.push({
        sheet: sheet,
        headers: headers,
        headerRow: r + 1,
        row: r + 1,
        records: values.slice(r + 1).map(function (row) {
          var record = Object.create(null);
          headers.forEach(function (header, c) { record[header] = cellText(row[c]); });
          return record;
        })
      });
      return;
    }
  });
  return tables;
}

function cellText(value) {
  if (Object.prototype.toString.call(value) === '[object Date]') return isNaN(value.getTime()) ? '' : value.toISOString();
  return value === null || value === undefined ? '' : String(value);
}

function timeOf(text) {
  return text ? Date.parse(text) : NaN;
}

function formOrNull(formType) {
  try {
    return formFor(formType);
  } catch (error) {
    return null;
  }
}

// ---------------------------------------------------------------- answers

function stored(id) {
  return { success: true, id: id };
}

function refusal(message, field) {
  return field ? { success: false, message: message, field: field } : { success: false, message: message };
}

function retryable(message) {
  return { success: false, message: message, retryable: true };
}

function fillIn(template, field) {
  return template.replace('{field}', function () { return field; });
}

function json(answer) {
  return ContentService.createTextOutput(JSON.stringify(answer)).setMimeType(ContentService.MimeType.JSON);
}

function logError(context, error) {
  console.error(context + ': ' + (error && error.stack ? error.stack : error));
}
