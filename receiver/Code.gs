/**
 * Lumenfold form receiver: a Google Apps Script web app that stores each website submission
 * (contact enquiries and agent requests) as one row of this spreadsheet, e-mails the owner a
 * summary and confirms to the visitor.
 *
 * It reads RULES from Rules.gs, which `npm run receiver` generates from the site's lib/forms: the
 * fields, checks, messages, columns, spam and throttle limits are the site's own. Paste both files.
 *
 * Every answer is JSON (Apps Script cannot set the HTTP status, so the body decides):
 *   {"success": true, "id": "<submissionId>"}                     stored, or already stored
 *   {"success": false, "message": "...", "field": "email"}        refused: do not send again
 *   {"success": false, "message": "...", "retryable": true}       not stored now: send again
 * Deployment and script properties (NOTIFY_TO, CONFIRM_TO_VISITOR): receiver/README.md.
 * A throttled post is retryable too: the site's outbox keeps it and sends it again later.
 *
 * The annotation below limits the script's access to this spreadsheet, not all of the owner's:
 * @OnlyCurrentDoc
 */

/** How long a post waits for another one's write; the site gives each attempt 15 seconds in all. */
var LOCK_WAIT_MS = 10000;
var MINUTE_MS = 60 * 1000;
var HOUR_MS = 60 * MINUTE_MS;
var HOUR_SECONDS = 60 * 60;
/** The owner's notification always has this much of MailApp's daily quota: confirmations stop first. */
var OWNER_MAIL_RESERVE = 10;
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
  if (result.stored && !submission.spam) notify(submission);
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
      spam: isSuspectedSpam(values)
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
function neutraliseFormula(value) {
  var text = String(value);
  return regExp(RULES.formulaStart).test(text.normalize('NFKC')) ? "'" + text : text;
}

// ---------------------------------------------------------------- storing

function store(submission) {
  // One writer at a time: the duplicate check, the throttle and the row stay consistent.
  var lock = LockService.getScriptLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) return { answer: retryable(RULES.messages.busy) };
  try {
    var sheet = sheetFor(submission.form);
    var table = headerRow(sheet, submission.form.columns);
    if (table.problem) {
      // Never guess: storing now could store a retry twice. The owner mends the sheet; the site retries.
      console.error('Sheet "' + sheet.getName() + '": ' + table.problem);
      return { answer: retryable(RULES.messages.storageFailed) };
    }
    var idRow = rowOf(sheet, table, submission.id);
    if (idRow) {
      console.info('Submission ' + submission.id + ' was already stored');
      return { answer: stored(submission.id) };
    }
    // Suspected spam is stored but neither held back nor counted: bots cannot use up a person's limit.
    if (!submission.spam && isThrottled(submission.email)) return { answer: retryable(RULES.messages.throttled) };
    var row = rowValues(submission);
    sheet.appendRow(table.headers.map(function (header) {
      return row[header] === undefined ? '' : row[header];
    }));
    markSuperseded(sheet, table, submission);
    SpreadsheetApp.flush();
    if (!submission.spam) countSubmission(submission.email);
    return { stored: true, answer: stored(submission.id) };
  } catch (error) {
    logError('Could not store submission ' + submission.id, error);
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

/** The sheet row holding this submissionId, or 0. */
function rowOf(sheet, table, id) {
  var column = table.headers.indexOf(RULES.fieldNames.submissionId) + 1;
  var rows = sheet.getLastRow() - table.row;
  if (column < 1 || rows < 1) return 0;
  var ids = sheet.getRange(table.row + 1, column, rows, 1).getValues();
  for (var i = 0; i < ids.length; i++) {
    if (String(ids[i][0]) === id) return table.row + 1 + i;
  }
  return 0;
}

/** An edit sent after a lost answer replaces an earlier submission: both rows stay, the older one says so. */
function markSuperseded(sheet, table, submission) {
  var older = submission.values[RULES.fieldNames.supersedes];
  if (!older) return;
  var row = rowOf(sheet, table, older);
  var column = table.headers.indexOf(RULES.fieldNames.supersededBy) + 1;
  if (row && column) sheet.getRange(row, column, 1, 1).setValues([[submission.id]]);
}

function rowValues(submission) {
  var names = RULES.fieldNames;
  var row = Object.create(null);
  Object.keys(submission.values).forEach(function (key) {
    row[key] = neutraliseFormula(submission.values[key]);
  });
  row[names.receivedAt] = new Date().toISOString();
  row[names.spam] = submission.spam ? RULES.spamSuspected : '';
  return row;
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

function isThrottled(email) {
  try {
    var cache = CacheService.getScriptCache();
    var now = Date.now();
    return recentTimes(cache, addressKey('stored', email), HOUR_MS, now).length >= RULES.throttle.perEmailPerHour ||
      recentTimes(cache, 'stored:all', MINUTE_MS, now).length >= RULES.throttle.perMinute;
  } catch (error) {
    // Better an unthrottled lead than a lost one.
    logError('Throttle check failed', error);
    return false;
  }
}

function countSubmission(email) {
  try {
    var cache = CacheService.getScriptCache();
    var now = Date.now();
    var key = addressKey('stored', email);
    cache.put(key, JSON.stringify(recentTimes(cache, key, HOUR_MS, now).concat([now])), HOUR_SECONDS);
    cache.put('stored:all', JSON.stringify(recentTimes(cache, 'stored:all', MINUTE_MS, now).concat([now])), 60);
  } catch (error) {
    logError('Could not count a stored submission for the throttle', error);
  }
}

/** The address a throttle counts under: NFKC, lower case, without a +tag (the site's throttleAddress). */
function throttleAddress(email) {
  return String(email).normalize('NFKC').toLowerCase().replace(regExp(RULES.addressTag), '');
}

/** Cache keys are limited to 250 characters, addresses to 254: key by a digest of the address. */
function addressKey(prefix, email) {
  var digest = Utilities.computeDigest(Utilities.DigestAlgorithm.SHA_256, throttleAddress(email), Utilities.Charset.UTF_8);
  return prefix + ':' + Utilities.base64EncodeWebSafe(digest);
}

// ---------------------------------------------------------------- e-mails (MailApp)

/** The owner gets a summary (script property NOTIFY_TO), the visitor a confirmation (CONFIRM_TO_VISITOR). */
function notify(submission) {
  try {
    var properties = PropertiesService.getScriptProperties();
    var owner = String(properties.getProperty('NOTIFY_TO') || '').trim();
    if (owner) {
      sendMail('the owner', {
        to: owner,
        replyTo: submission.email,
        name: RULES.site.name + ' website',
        subject: ownerSubject(submission),
        body: ownerSummary(submission)
      });
    }
    if (confirmsToVisitor(properties.getProperty('CONFIRM_TO_VISITOR'))) confirmToVisitor(submission);
  } catch (error) {
    // The row is stored; a mail problem never changes the answer.
    logError('Could not send the e-mails for submission ' + submission.id, error);
  }
}

/**
 * Off unless set to true, on, yes or 1: every confirmation spends the daily quota that the owner's
 * notifications need, and goes to whatever address was typed.
 */
function confirmsToVisitor(setting) {
  return /^\s*(true|on|yes|1)\s*$/i.test(String(setting === null || setting === undefined ? '' : setting));
}

function confirmToVisitor(submission) {
  var quota = remainingQuota();
  if (typeof quota !== 'number' || quota <= OWNER_MAIL_RESERVE) {
    console.warn('No confirmation to the visitor: MailApp quota left is ' + quota + ', kept for the owner');
    return;
  }
  var cache = CacheService.getScriptCache();
  var key = addressKey('confirmed', submission.email);
  // At most one confirmation per address per hour: the cache entry is claimed before sending.
  if (cache.get(key)) return;
  cache.put(key, '1', HOUR_SECONDS);
  var sent = sendMail('the visitor', {
    to: submission.email,
    replyTo: RULES.site.email,
    name: RULES.site.name,
    subject: 'We have your message (reference ' + reference(submission.id) + ')',
    body: visitorConfirmation(submission)
  });
  if (!sent) cache.remove(key);
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
  if (values[names.supersedes]) {
    lines.push('This replaces reference ' + reference(values[names.supersedes]) + ': the visitor edited their message and sent it again.');
  }
  lines.push('Sent: ' + values[names.timestamp]);
  try {
    lines.push('Sheet: ' + SpreadsheetApp.getActiveSpreadsheet().getUrl());
  } catch (error) {
    // The link is a convenience.
  }
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
