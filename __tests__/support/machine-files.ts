// The files of the export a machine reads rather than a person: catalogs, feeds, the questionnaire's
// downloads and security.txt. The browser tests read each as served.
import { securityTxtPath } from "@/lib/legal/security-txt";
import { feedPaths } from "@/lib/site/feed-paths";
import { agentCatalogJsonHref, trustCenterHrefs } from "@/lib/site/hrefs";

export const machineJsonFiles = [agentCatalogJsonHref, "/.well-known/ai-catalog.json", trustCenterHrefs.questionnaireJson];

export const machineTextFiles = ["/llms.txt", feedPaths.articles, feedPaths.subProcessors, trustCenterHrefs.questionnaireCsv, securityTxtPath];
