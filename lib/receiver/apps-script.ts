// What the Apps Script receiver (receiver/Code.gs) uses of the shared rules: `npm run receiver`
// bundles this module into receiver/Rules.gs, where it is the global `Rules`.
export { leadRetentionDays } from "@/content/company";
export { site } from "@/content/site";
export { ENDPOINT_MESSAGES, ID_MEMORY_HOURS, MAX_BODY_BYTES, envelopeFields, storedFields } from "@/lib/forms/contract";
export { EMAIL_FIELD, columnsOf } from "@/lib/receiver/forms";
export {
  confirmationMailbox,
  confirmationWait,
  confirmsToVisitor,
  digestMail,
  isExpired,
  isForgottenId,
  judgePost,
  ownerMail,
  ownerMailWait,
  readPosted,
  retryable,
  storageProblemMail,
  storeLead,
  storedAnswer,
  visitorConfirmation,
  waitingLeads,
  withinHour,
} from "@/lib/receiver/rules";
