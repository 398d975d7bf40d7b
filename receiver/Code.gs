/**
 * Lumenfold form receiver: a Google Apps Script web app that appends each website submission
 * (contact enquiries and agent requests) as one row of the active spreadsheet.
 *
 * The site posts multipart form data in no-cors mode and never reads the answer, so this script
 * must accept the post as it comes. Deployment steps: receiver/README.md.
 */

/** Columns, in order. The first row of each sheet is set to these headers. */
var CONTACT_HEADERS = [
  'receivedAt', 'timestamp', 'formType', 'name', 'email', 'company', 'selectedIntent', 'selectedServices',
  'aiMaturityLevel', 'customAgentIdea', 'timeline', 'teamSize', 'message', 'source', 'userAgent', 'referrer'
];
var AGENT_REQUEST_HEADERS = [
  'receivedAt', 'timestamp', 'formType', 'fullName', 'email', 'companyName', 'agentName', 'agentSlug',
  'additionalCustomizations', 'timeline', 'source'
];
var FORM_TYPES = ['contact', 'contact_explore', 'contact_custom', 'contact_training', 'agent_request'];
/** Longest value stored in a cell; longer values are cut (a spreadsheet cell holds 50,000 characters). */
var MAX_VALUE_LENGTH = 5000;

/**
 * A cell that starts with = + - @, a tab or a carriage return would run as a formula. Store it
 * with a leading apostrophe instead. Same rule as lib/forms/spreadsheet-safety.ts on the site.
 */
function neutraliseFormula(value) {
  var text = String(value).slice(0, MAX_VALUE_LENGTH);
  return /^[=+\-@\t\r]/.test(text) ? "'" + text : text;
}

function sheetFor(formType) {
  var spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  var isAgentRequest = formType === 'agent_request';
  var name = isAgentRequest ? 'Agent requests' : 'Contact';
  var headers = isAgentRequest ? AGENT_REQUEST_HEADERS : CONTACT_HEADERS;
  var sheet = spreadsheet.getSheetByName(name) || spreadsheet.insertSheet(name);
  if (sheet.getLastRow() === 0) {
    sheet.appendRow(headers);
    sheet.setFrozenRows(1);
  }
  return { sheet: sheet, headers: headers };
}

function json(body) {
  return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON);
}

function doPost(e) {
  var params = (e && e.parameter) || {};
  var formType = params.formType;
  if (FORM_TYPES.indexOf(formType) === -1 || !params.email) {
    return json({ success: false, message: 'Not a Lumenfold form submission' });
  }

  // One writer at a time, so concurrent submissions never overwrite each other's row.
  var lock = LockService.getScriptLock();
  if (!lock.tryLock(30000)) {
    return json({ success: false, message: 'Busy, please try again' });
  }
  try {
    var target = sheetFor(formType);
    var values = Object.assign({}, params, { receivedAt: new Date().toISOString() });
    var row = target.headers.map(function (header) {
      return values[header] === undefined ? '' : neutraliseFormula(values[header]);
    });
    target.sheet.appendRow(row);
    return json({ success: true, message: 'Stored' });
  } finally {
    lock.releaseLock();
  }
}

/** Opening the web app URL in a browser shows that the deployment is live. */
function doGet() {
  return json({ success: true, message: 'Lumenfold form receiver is running. Submissions are POSTed here.' });
}
