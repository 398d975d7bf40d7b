// Every agent's listing, by slug: prices, integrations, data, requirements, handover, risk, the ROI
// model, sample conversations and the phrases buyers search with. Edit an agent's file to change
// its listing; lib/agents/listings.ts joins them to the catalog and fails the build if one is missing.
import type { AgentListing } from "@/content/types";
import { aiMarketeerListing } from "./ai-marketeer-agent";
import { aiReceptionistListing } from "./ai-receptionist-agent";
import { financeTrackerListing } from "./finance-tracker";
import { inboundAiSdrListing } from "./inbound-ai-sdr-agent";
import { labSupplyManagementListing } from "./lab-supply-management-agent";
import { nutritionGuruListing } from "./nutrition-guru-agent";
import { omnichannelSupportListing } from "./omnichannel-support-agent";
import { orderVerificationListing } from "./order-verification-agent";
import { outboundSdrListing } from "./outbound-sdr-agent";
import { realEstateBotListing } from "./real-estate-bot";
import { resumeScreenerListing } from "./resume-screener-agent";
import { salesProListing } from "./sales-pro-agent";
import { shoppingAssistantListing } from "./shopping-assistant-agent";

export const listings: Record<string, AgentListing> = {
  "ai-receptionist-agent": aiReceptionistListing,
  "lab-supply-management-agent": labSupplyManagementListing,
  "omnichannel-support-agent": omnichannelSupportListing,
  "ai-marketeer-agent": aiMarketeerListing,
  "order-verification-agent": orderVerificationListing,
  "real-estate-bot": realEstateBotListing,
  "finance-tracker": financeTrackerListing,
  "resume-screener-agent": resumeScreenerListing,
  "shopping-assistant-agent": shoppingAssistantListing,
  "outbound-sdr-agent": outboundSdrListing,
  "nutrition-guru-agent": nutritionGuruListing,
  "inbound-ai-sdr-agent": inboundAiSdrListing,
  "sales-pro-agent": salesProListing,
};
