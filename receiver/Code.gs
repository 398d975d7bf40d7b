/**
 * Lumenfold form receiver: a Google Apps Script web app that stores each website submission
 * (enquiries, agent and quote requests) as one row of this spreadsheet, e-mails the owner a
 * summary (or, under quota pressure, lists it in an hourly digest) and can confirm to the visitor.
 *
 * What to check, store, mark and send is decided by Rules (Rules.gs), which `npm run receiver`
 * bundles from the site's lib/receiver: the same code the site's local inbox runs. This file keeps
 * only what touches Apps Script's services: the sheets, the lock, the cache, the script properties,
 * MailApp and the triggers. Paste both files.
 *
 * Every answer is JSON (Apps Script cannot set the HTTP status, so the body decides):
 *   {"success": true, "id": "<submissionId>"}                     stored, or already stored
 *   {"success": false, "message": "...", "field": "email"}        refused: do not send again
 *   {"success": false, "message": "...", "retryable": true}       not stored now: send again
 *
 * Run installTriggers once from the editor: it installs sendDigest (hourly) and deleteExpiredLeads
 * (daily). Deployment and script properties (NOTIFY_TO, CONFIRM_TO_VISITOR): receiver/README.md.
 *
 * The annotation below limits the script's access to this spreadsheet, not all of the owner's:
 * @OnlyCurrentDoc
 */

/** How long a post waits for another one's write; the site gives each attempt 15 seconds in all. */
var LOCK_WAIT_MS = 10000;
var HOUR_SECONDS = 60 * 60;
/** The hidden sheet that remembers each stored id for Rules.ID_MEMORY_HOURS, whatever became of its lead's row. */
var ID_SHEET = "Stored ids";
/** How long the hourly and daily jobs wait for the posts' lock; they run again later. */
var JOB_LOCK_WAIT_MS = 30000;
/** How far down the owner may add rows (a title, notes) above the header row. */
var HEADER_SEARCH_ROWS = 10;
/** The script properties of visitor confirmations: the day's count, and each mailbox confirmed that day. */
var CONFIRMED_PREFIX = "confirmed:";

function doPost(e) {
  if (typeof Rules === "undefined") {
    // Kept by the site's outbox and sent again once the project is complete.
    console.error("Rules.gs is missing: paste receiver/Rules.gs into this project beside Code.gs");
    return json({ success: false, message: "The form receiver is not set up completely, please try again later", retryable: true });
  }
  var answer;
  try {
    answer = receive(e || {});
  } catch (error) {
    logError("Unexpected failure while receiving a submission", error);
    answer = Rules.retryable(Rules.ENDPOINT_MESSAGES.storageFailed);
  }
  return json(answer);
}

/** Opening the web app URL in a browser shows that the deployment is live. */
function doGet() {
  if (typeof Rules === "undefined") return json({ success: false, message: "Rules.gs is missing: paste receiver/Rules.gs beside Code.gs" });
  return json({ success: true, message: Rules.site.name + " form receiver is running. Submissions are POSTed here." });
}

function receive(e) {
  if (bodySize(e) > Rules.MAX_BODY_BYTES) return { success: false, message: Rules.ENDPOINT_MESSAGES.tooLarge };
  var verdict = Rules.judgePost(Rules.readPosted(postedEntries(e)), function () {
    return Utilities.getUuid();
  });
  if (verdict.drop) {
    console.info("Honeypot filled: answered as stored, neither stored nor mailed");
    return verdict.drop;
  }
  if (verdict.refuse) return verdict.refuse;
  var result = store(verdict.store);
  if (result.stored && !result.mark) confirmIfAsked(verdict.store);
  return result.answer;
}

function bodySize(e) {
  var declared = e.postData && typeof e.postData.length === "number" ? e.postData.length : 0;
  return Math.max(declared, typeof e.contentLength === "number" ? e.contentLength : 0);
}

/** Every [name, value] posted: e.parameters lists a repeated name's values, e.parameter only the first. */
function postedEntries(e) {
  var parameters = e.parameters || {};
  var single = e.parameter || {};
  var many = Object.keys(parameters).length > 0;
  var entries = [];
  Object.keys(many ? parameters : single).forEach(function (key) {
    [].concat(many ? parameters[key] : single[key]).forEach(function (value) {
      entries.push([key, value === undefined || value === null ? "" : String(value)]);
    });
  });
  return entries;
}

// ---------------------------------------------------------------- storing (SpreadsheetApp, LockService)

function store(submission) {
  var names = fieldNames();
  // One writer at a time: the duplicate check, the throttle and the row stay consistent.
  var lock = LockService.getScriptLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) {
    tellOwnerOfStorageProblem(
      "lock",
      "the receiver is busy",
      "just now: the script lock was held for over " + LOCK_WAIT_MS / 1000 + " s (a flood of posts, or a job that hangs).",
    );
    return { answer: Rules.retryable(Rules.ENDPOINT_MESSAGES.busy) };
  }
  try {
    // Stored within Rules.ID_MEMORY_HOURS: a retry days late, after the owner renamed the sheet or deleted the row.
    if (isRemembered(submission.id)) {
      console.info("Submission " + submission.id + " was stored within " + Rules.ID_MEMORY_HOURS + " hours");
      return { answer: Rules.storedAnswer(submission.id) };
    }
    var sheet = sheetFor(submission.form);
    var table = headerRow(sheet, Rules.columnsOf(submission.form));
    if (table.problem) {
      // The owner mends the sheet; the site retries.
      console.error('Sheet "' + sheet.getName() + '": ' + table.problem);
      tellOwnerOfStorageProblem(
        "sheet:" + sheet.getName(),
        'the sheet "' + sheet.getName().slice(0, 100) + '" needs a fix',
        'in the sheet "' + sheet.getName() + '": ' + table.problem,
      );
      return { answer: Rules.retryable(Rules.ENDPOINT_MESSAGES.storageFailed) };
    }
    var lead = Rules.storeLead(sheetStore(sheet, table), submission, new Date().toISOString());
    // Written before the lock is released: the next post and the jobs read it.
    SpreadsheetApp.flush();
    if (!lead.stored) {
      console.info("Submission " + submission.id + " was already stored");
      return { answer: Rules.storedAnswer(submission.id) };
    }
    if (lead.news.namesOthers) console.warn("Submission " + submission.id + " names another address's lead as the one it replaces: both left as leads");
    // Under the lock, so the new row is still the last; a lead not mailed now waits for the digest.
    if (!lead.mark && mailOwner(submission, lead.news)) setCell(sheet, sheet.getLastRow(), table, names.notified, new Date().toISOString());
    return { stored: true, mark: lead.mark, answer: Rules.storedAnswer(submission.id) };
  } catch (error) {
    logError("Could not store submission " + submission.id, error);
    tellOwnerOfStorageProblem(
      "store",
      "the spreadsheet refused a lead",
      "in the spreadsheet: " +
        String(error && error.message ? error.message : error)
          .replace(/\s+/g, " ")
          .slice(0, 500),
    );
    return { answer: Rules.retryable(Rules.ENDPOINT_MESSAGES.storageFailed) };
  } finally {
    lock.releaseLock();
  }
}

function fieldNames() {
  var names = Object.assign({}, Rules.envelopeFields, Rules.storedFields);
  names.email = Rules.EMAIL_FIELD;
  return names;
}

function sheetFor(form) {
  var spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  return spreadsheet.getSheetByName(form.sheet) || spreadsheet.insertSheet(form.sheet);
}

/**
 * The sheet's header row, found among its top rows (the owner may add a title above it), with any
 * of our columns it lacks added at the end. Rows are written by header name, so the owner may
 * reorder, rename or add columns. A renamed submissionId column is added back too: retries are
 * recognised by ID_SHEET. `problem` says why nothing can be stored: no header row.
 */
function headerRow(sheet, columns) {
  var lastColumn = sheet.getLastColumn();
  var lastRow = sheet.getLastRow();
  if (lastRow === 0) {
    sheet.getRange(1, 1, 1, columns.length).setValues([columns]);
    sheet.setFrozenRows(1);
    return { row: 1, headers: columns.slice() };
  }
  var top = sheet.getRange(1, 1, Math.min(lastRow, HEADER_SEARCH_ROWS), Math.max(lastColumn, 1)).getValues();
  for (var r = 0; r < top.length; r++) {
    var headers = top[r].map(function (header) {
      return String(header).trim();
    });
    var ours = columns.filter(function (column) {
      return headers.indexOf(column) !== -1;
    });
    if (ours.length < 2) continue;
    var missing = columns.filter(function (column) {
      return headers.indexOf(column) === -1;
    });
    if (missing.length) {
      sheet.getRange(r + 1, headers.length + 1, 1, missing.length).setValues([missing]);
      headers = headers.concat(missing);
    }
    return { row: r + 1, headers: headers };
  }
  return {
    problem: "no header row in the top " + HEADER_SEARCH_ROWS + " rows. Put the column names (" + fieldNames().submissionId + ", email, ...) in one row.",
  };
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
  return row && column ? String(sheet.getRange(row, column, 1, 1).getValues()[0][0]) : "";
}

/**
 * The lead sheet as Rules.storeLead reads and writes it (Rules' LeadStore), under the script lock:
 * rows by header name, each stored id also remembered in ID_SHEET, the throttle's counts in the cache.
 */
function sheetStore(sheet, table) {
  var names = fieldNames();
  function leadWhere(header, value) {
    var row = rowOf(sheet, table, header, value);
    return row ? { id: cellOf(sheet, row, table, names.submissionId), email: cellOf(sheet, row, table, names.email) } : undefined;
  }
  return {
    isStored: function (id) {
      return rowOf(sheet, table, names.submissionId, id) > 0;
    },
    countedThisHour: function (key) {
      return cachedTimes(cacheKey("stored", key)).length;
    },
    leadWithId: function (id) {
      return leadWhere(names.submissionId, id);
    },
    editOf: function (id) {
      return leadWhere(names.supersedes, id);
    },
    append: function (record, countUnder) {
      sheet.appendRow(
        table.headers.map(function (header) {
          return record[header] === undefined ? "" : record[header];
        }),
      );
      rememberId(record[names.submissionId]);
      if (countUnder) addCachedTime(cacheKey("stored", countUnder));
    },
    markSuperseded: function (id, by) {
      setCell(sheet, rowOf(sheet, table, names.submissionId, id), table, names.supersededBy, by);
    },
  };
}

// ---------------------------------------------------------------- ids of the last Rules.ID_MEMORY_HOURS (a hidden sheet)

/**
 * A retry can come days late: each stored id is a row of the hidden sheet ID_SHEET, kept
 * Rules.ID_MEMORY_HOURS (deleteExpiredLeads trims it daily), whatever the owner does to the lead's
 * sheet or row since.
 */
function idTable() {
  return { row: 1, headers: [Rules.envelopeFields.submissionId, "storedAt"] };
}

function isRemembered(id) {
  var sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName(ID_SHEET);
  return sheet ? rowOf(sheet, idTable(), Rules.envelopeFields.submissionId, id) > 0 : false;
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
    logError("Could not remember submission " + id + ' in the sheet "' + ID_SHEET + '"', error);
  }
}

/** Deletes the ids no retry can still bring: the top rows, as they are appended in time order. */
function forgetOldIds() {
  var sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetByName(ID_SHEET);
  if (!sheet || sheet.getLastRow() < 2) return;
  var now = Date.now();
  var times = sheet.getRange(2, 2, sheet.getLastRow() - 1, 1).getValues();
  var old = 0;
  while (old < times.length && Rules.isForgottenId(cellText(times[old][0]), now)) old++;
  if (old) deleteRows(sheet, 2, old);
}

// ---------------------------------------------------------------- counts of the last hour (CacheService)

/** Cache keys are limited to 250 characters, addresses to 254: keyed by a digest. */
function cacheKey(prefix, text) {
  return prefix + ":" + digestOf(text);
}

/** The times (ms) counted under `key` within the last hour; a damaged or unreadable entry counts as none. */
function cachedTimes(key) {
  try {
    return Rules.withinHour(JSON.parse(CacheService.getScriptCache().get(key) || "[]"), Date.now());
  } catch (error) {
    // Better an unmarked lead, or one mail too many, than a lost lead.
    logError("Could not read the count " + key, error);
    return [];
  }
}

function addCachedTime(key) {
  try {
    CacheService.getScriptCache().put(key, JSON.stringify(cachedTimes(key).concat([Date.now()])), HOUR_SECONDS);
  } catch (error) {
    logError("Could not count under " + key, error);
  }
}

// ---------------------------------------------------------------- e-mails (MailApp)

/** The owner's address(es): script property NOTIFY_TO; '' for none. */
function ownerAddress() {
  return String(PropertiesService.getScriptProperties().getProperty("NOTIFY_TO") || "").trim();
}

/**
 * Mails the owner this lead's summary while Rules.ownerMailWait allows. Says whether it was sent:
 * one that was not waits for the digest (sendDigest).
 */
function mailOwner(submission, news) {
  try {
    var owner = ownerAddress();
    if (!owner) return false;
    var wait = Rules.ownerMailWait(remainingQuota(), cachedTimes("owner-mails").length);
    if (wait) {
      console.warn("Lead " + submission.id + " waits for the digest: " + wait);
      return false;
    }
    var mail = Rules.ownerMail(submission, news, spreadsheetUrl());
    if (!sendMail("the owner", { to: owner, replyTo: submission.email, name: Rules.site.name + " website", subject: mail.subject, body: mail.body }))
      return false;
    addCachedTime("owner-mails");
    return true;
  } catch (error) {
    // The row is stored; the digest tells the owner.
    logError("Could not mail the owner about submission " + submission.id, error);
    return false;
  }
}

/**
 * The visitor's confirmation, when the owner turned them on (CONFIRM_TO_VISITOR) and
 * Rules.confirmationWait allows. The day's budget is claimed before sending and given back when the mail fails.
 */
function confirmIfAsked(submission) {
  try {
    var properties = PropertiesService.getScriptProperties();
    if (!Rules.confirmsToVisitor(properties.getProperty("CONFIRM_TO_VISITOR"))) return;
    var day = CONFIRMED_PREFIX + new Date().toISOString().slice(0, 10);
    var mailboxKey = day + ":" + digestOf(Rules.confirmationMailbox(submission));
    var count = Number(properties.getProperty(day) || 0);
    var wait = Rules.confirmationWait(submission, remainingQuota(), count, Boolean(properties.getProperty(mailboxKey)));
    if (wait) return console.warn("No confirmation to the visitor: " + wait + " (" + submission.id + ")");
    properties.setProperty(mailboxKey, "1");
    properties.setProperty(day, String(count + 1));
    var mail = Rules.visitorConfirmation(submission);
    if (!sendMail("the visitor", { to: submission.email, replyTo: Rules.site.email, name: Rules.site.name, subject: mail.subject, body: mail.body })) {
      properties.deleteProperty(mailboxKey);
      properties.setProperty(day, String(count));
    }
  } catch (error) {
    // The row is stored; a mail problem never changes the answer.
    logError("Could not confirm submission " + submission.id + " to the visitor", error);
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
    var told = cacheKey("storage-problem", key);
    if (cache.get(told)) return;
    cache.put(told, "1", HOUR_SECONDS);
    var mail = Rules.storageProblemMail(what, problem, spreadsheetUrl());
    if (!sendMail("the owner about storing leads", { to: owner, name: Rules.site.name + " website", subject: mail.subject, body: mail.body }))
      cache.remove(told);
  } catch (error) {
    logError("Could not tell the owner that leads cannot be stored", error);
  }
}

function digestOf(text) {
  return Utilities.base64EncodeWebSafe(Utilities.computeDigest(Utilities.DigestAlgorithm.SHA_256, String(text), Utilities.Charset.UTF_8));
}

function spreadsheetUrl() {
  try {
    return SpreadsheetApp.getActiveSpreadsheet().getUrl();
  } catch (error) {
    return "(open the spreadsheet this script belongs to)";
  }
}

/** MailApp fails when the daily quota is spent; the failure is logged, the row is already stored. */
function sendMail(whom, message) {
  try {
    MailApp.sendEmail(message);
    return true;
  } catch (error) {
    logError("Could not e-mail " + whom + " (MailApp daily quota left: " + remainingQuota() + ")", error);
    return false;
  }
}

function remainingQuota() {
  try {
    return MailApp.getRemainingDailyQuota();
  } catch (error) {
    return "unknown";
  }
}

// ---------------------------------------------------------------- time-driven jobs (ScriptApp)

/**
 * Run once from the editor (choose installTriggers, click Run, allow): installs sendDigest every
 * hour and deleteExpiredLeads every day. Running it again adds nothing.
 */
function installTriggers() {
  var wanted = {
    sendDigest: function (builder) {
      return builder.everyHours(1);
    },
    deleteExpiredLeads: function (builder) {
      return builder.everyDays(1).atHour(3);
    },
  };
  var installed = ScriptApp.getProjectTriggers().map(function (trigger) {
    return trigger.getHandlerFunction();
  });
  Object.keys(wanted).forEach(function (name) {
    if (installed.indexOf(name) !== -1) return console.info(name + " is already installed");
    wanted[name](ScriptApp.newTrigger(name).timeBased()).create();
    console.info("Installed " + name);
  });
}

/**
 * Hourly: one mail to the owner with the stored leads that were not mailed on their own
 * (Rules.waitingLeads, Rules.digestMail): the body lists the first, a CSV attachment carries every
 * one, and the rows carried get their `notified` time. Nothing waiting, no mail; a mail that fails
 * is tried next hour.
 */
function sendDigest() {
  var owner = ownerAddress();
  if (!owner) return;
  var lock = LockService.getScriptLock();
  if (!lock.tryLock(JOB_LOCK_WAIT_MS)) return console.warn("sendDigest: the sheet was busy; it runs again in an hour");
  try {
    var now = Date.now();
    var waiting = Rules.waitingLeads(storedLeads(), now);
    if (!waiting.length) return;
    var digest = Rules.digestMail(waiting, now, spreadsheetUrl());
    var sent = sendMail("the owner (digest)", {
      to: owner,
      name: Rules.site.name + " website",
      subject: digest.subject,
      body: digest.body,
      attachments: [Utilities.newBlob(digest.attachment.text, "text/csv", digest.attachment.name)],
    });
    if (!sent) return;
    // Every row the mail carried has reached the owner; any beyond the attachment's size wait for the next digest.
    var notified = new Date(now).toISOString();
    digest.carried.forEach(function (lead) {
      setCell(lead.table.sheet, lead.row, lead.table, Rules.storedFields.notified, notified);
    });
    SpreadsheetApp.flush();
  } finally {
    lock.releaseLock();
  }
}

/**
 * Daily: deletes the lead rows older than the retention period (Rules.isExpired), in every sheet
 * that has our header row (renamed and archived ones too), then the ids and confirmations no longer needed.
 */
function deleteExpiredLeads() {
  var lock = LockService.getScriptLock();
  if (!lock.tryLock(JOB_LOCK_WAIT_MS)) return console.warn("deleteExpiredLeads: the sheet was busy; it runs again tomorrow");
  try {
    var now = Date.now();
    var expired = storedLeads().filter(function (lead) {
      return Rules.isExpired(lead.record[Rules.storedFields.receivedAt], now);
    });
    // From the bottom up, a run of adjacent rows at a time, so the row numbers above stay right.
    var runs = [];
    expired
      .sort(function (a, b) {
        return a.sheet.localeCompare(b.sheet) || b.row - a.row;
      })
      .forEach(function (lead) {
        var last = runs[runs.length - 1];
        if (last && last.sheet === lead.table.sheet && last.first === lead.row + 1) {
          last.first--;
          last.count++;
        } else {
          runs.push({ sheet: lead.table.sheet, first: lead.row, count: 1 });
        }
      });
    runs.forEach(function (run) {
      deleteRows(run.sheet, run.first, run.count);
    });
    if (expired.length) console.info("Deleted " + expired.length + " leads received more than " + Rules.leadRetentionDays + " days ago");
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
 * Every lead row of every sheet whose header row (in its top rows) names receivedAt and
 * submissionId, as Rules' StoredLead (cells as text, a date as its ISO time), with its sheet row.
 */
function storedLeads() {
  var leads = [];
  SpreadsheetApp.getActiveSpreadsheet()
    .getSheets()
    .forEach(function (sheet) {
      var lastRow = sheet.getLastRow();
      var lastColumn = sheet.getLastColumn();
      if (lastRow < 2 || lastColumn < 1) return;
      var values = sheet.getRange(1, 1, lastRow, lastColumn).getValues();
      for (var r = 0; r < Math.min(values.length, HEADER_SEARCH_ROWS); r++) {
        var headers = values[r].map(function (header) {
          return String(header).trim();
        });
        if (headers.indexOf(Rules.storedFields.receivedAt) === -1 || headers.indexOf(Rules.envelopeFields.submissionId) === -1) continue;
        var table = { sheet: sheet, row: r + 1, headers: headers };
        values.slice(r + 1).forEach(function (row, i) {
          var record = Object.create(null);
          headers.forEach(function (header, c) {
            record[header] = cellText(row[c]);
          });
          leads.push({ sheet: sheet.getName(), headers: headers, record: record, table: table, row: r + 2 + i });
        });
        return;
      }
    });
  return leads;
}

function cellText(value) {
  if (Object.prototype.toString.call(value) === "[object Date]") return isNaN(value.getTime()) ? "" : value.toISOString();
  return value === null || value === undefined ? "" : String(value);
}

function json(answer) {
  return ContentService.createTextOutput(JSON.stringify(answer)).setMimeType(ContentService.MimeType.JSON);
}

function logError(context, error) {
  console.error(context + ": " + (error && error.stack ? error.stack : error));
}
