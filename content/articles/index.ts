import type { Article } from "@/content/types";
import quickCommerceInsights from "./quick-commerce-insights";
import laboratoryAutomation from "./laboratory-automation";
import healthcareAi from "./healthcare-ai";
import aiAutomation from "./ai-automation";
import agricultureTech from "./agriculture-tech";
import businessProcess from "./business-process";
import businessIntelligence from "./business-intelligence";
import marketingAi from "./marketing-ai";
import taxFinance from "./tax-finance";
import dataManagement from "./data-management";
import workflowAutomation from "./workflow-automation";
import ecommerceAi from "./ecommerce-ai";

/** Every article, newest first: the order of "Most Recent". Add a new article at the top. */
export const articles: Article[] = [
  quickCommerceInsights,
  laboratoryAutomation,
  healthcareAi,
  aiAutomation,
  agricultureTech,
  businessProcess,
  businessIntelligence,
  marketingAi,
  taxFinance,
  dataManagement,
  workflowAutomation,
  ecommerceAi,
];
