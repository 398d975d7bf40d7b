// The areas a buyer's security and data protection review covers, in the order the trust page and
// the questionnaire give them (the shape of CAIQ-Lite and SIG-Lite, with an AI addendum), and the
// security practice within them: for each practice, its area, its name and the question it answers.
// Its wording is ours; whether we do it is the owner's to confirm, so each practice's statement is
// an owner fact in content/company.json (`security`), which must hold exactly these keys
// (content/schema.ts). A new practice is one row here and one fact there.
// Import-free, so the schema and the pages read it alike.

export const trustAreas = [
  { name: "Governance", idPrefix: "GOV" },
  { name: "Certifications", idPrefix: "CERT" },
  { name: "Encryption", idPrefix: "ENC" },
  { name: "Key management", idPrefix: "KEY" },
  { name: "Access control", idPrefix: "IAM" },
  { name: "Customer access", idPrefix: "CUA" },
  { name: "Logging and monitoring", idPrefix: "LOG" },
  { name: "Network and tenant isolation", idPrefix: "NET" },
  { name: "Secure development", idPrefix: "DEV" },
  { name: "Vulnerability management", idPrefix: "VUL" },
  { name: "Incident response", idPrefix: "IR" },
  { name: "Continuity and recovery", idPrefix: "BCR" },
  { name: "People", idPrefix: "HR" },
  { name: "Sub-processors", idPrefix: "SUB" },
  { name: "Data location and transfers", idPrefix: "LOC" },
  { name: "Retention and deletion", idPrefix: "RET" },
  { name: "AI", idPrefix: "AI" },
] as const;

export type TrustArea = (typeof trustAreas)[number]["name"];

type Practice = { area: TrustArea; label: string; question: string };

/** Each practice, in the order its area lists them. */
export const securityPractice = {
  securityPolicies: {
    area: "Governance",
    label: "Security policies",
    question: "Do you have written information security policies, approved by management and reviewed every year?",
  },
  riskAssessment: { area: "Governance", label: "Risk assessment", question: "Do you assess the risks to the data you hold at least once a year?" },
  encryptionInTransit: { area: "Encryption", label: "Encryption in transit", question: "Is data encrypted in transit?" },
  encryptionAtRest: { area: "Encryption", label: "Encryption at rest", question: "Is customer data encrypted at rest?" },
  keyManagement: {
    area: "Key management",
    label: "Encryption keys",
    question: "Are encryption keys held in a key management service, rotated, and restricted to the services that need them?",
  },
  secretsManagement: { area: "Key management", label: "Secrets", question: "Are credentials and API keys kept in a secrets manager, out of code?" },
  accessControl: {
    area: "Access control",
    label: "Access control",
    question: "Is access to customer data limited to the people who need it, with multi-factor authentication?",
  },
  offboarding: { area: "Access control", label: "Access reviews", question: "Is access reviewed regularly, and removed when someone leaves?" },
  customerSingleSignOn: {
    area: "Customer access",
    label: "Single sign-on",
    question: "Can the customer's users sign in with the customer's own identity provider (SAML or OpenID Connect)?",
  },
  customerRoles: { area: "Customer access", label: "Roles", question: "Can the customer limit what each of its users can see and change (role-based access)?" },
  customerAuditLog: { area: "Customer access", label: "Audit log", question: "Can the customer read and export a log of its users' and its agent's actions?" },
  logging: { area: "Logging and monitoring", label: "Logging", question: "Do you log access to customer data, administrative actions and changes to production centrally?" },
  monitoring: { area: "Logging and monitoring", label: "Monitoring", question: "Do you monitor your systems and alert on security events around the clock?" },
  logRetention: { area: "Logging and monitoring", label: "Log retention", question: "How long are security logs kept, and are they protected from change?" },
  networkSecurity: {
    area: "Network and tenant isolation",
    label: "Network security",
    question: "Is production in private networks behind firewalls, with no data store reachable from the internet?",
  },
  tenantIsolation: { area: "Network and tenant isolation", label: "Tenant isolation", question: "Is each customer's data kept apart from other customers' data?" },
  environmentSeparation: {
    area: "Network and tenant isolation",
    label: "Separate environments",
    question: "Are development and test separate from production, and free of customer data?",
  },
  secureDevelopment: { area: "Secure development", label: "Secure development", question: "Is every code change reviewed and tested, with security checks, before release?" },
  changeManagement: { area: "Secure development", label: "Change management", question: "Are changes to production recorded, reviewed and able to be rolled back?" },
  vulnerabilityScanning: {
    area: "Vulnerability management",
    label: "Vulnerability scanning",
    question: "Do you scan your code, dependencies and cloud configuration for known vulnerabilities?",
  },
  supplierReview: {
    area: "Sub-processors",
    label: "Sub-processor reviews",
    question: "Do you review each sub-processor's security before you use it, and every year after?",
  },
  incidentResponse: { area: "Incident response", label: "Incident response", question: "Do you have an incident response process?" },
  backups: { area: "Continuity and recovery", label: "Backups", question: "Is customer data backed up?" },
  businessContinuity: {
    area: "Continuity and recovery",
    label: "Continuity and disaster recovery",
    question: "Do you have a business continuity and disaster recovery plan, tested at least once a year?",
  },
  recoveryObjectives: { area: "Continuity and recovery", label: "Recovery objectives", question: "What are your recovery time and recovery point objectives (RTO and RPO)?" },
  personnelScreening: { area: "People", label: "Screening", question: "Is everyone who can reach customer data screened before they start?" },
  securityTraining: { area: "People", label: "Training", question: "Does everyone take security and data protection training, at the start and every year?" },
  confidentiality: { area: "People", label: "Confidentiality", question: "Are employees and contractors bound by confidentiality agreements?" },
  deviceSecurity: { area: "People", label: "Devices", question: "Are staff devices managed, encrypted and kept up to date?" },
  aiRiskAssessment: { area: "AI", label: "Risk assessment", question: "Do you assess each agent's risks before release and after each material change?" },
  modelProviderRetention: {
    area: "AI",
    label: "Language model provider",
    question: "Does the language model provider keep or train on prompts and outputs, and for how long does it keep them?",
  },
  promptInjectionControls: { area: "AI", label: "Prompt injection", question: "How are the agents protected against prompt injection?" },
  outputControls: { area: "AI", label: "Output controls", question: "Are an agent's outputs checked before it sends them or acts on them?" },
  modelChangeNotice: { area: "AI", label: "Model changes", question: "Do you tell customers before you change the model an agent runs on?" },
  productionMonitoring: { area: "AI", label: "Monitoring in production", question: "Do you monitor the agents in production for errors and misuse?" },
} as const satisfies Record<string, Practice>;

export type SecurityPracticeKey = keyof typeof securityPractice;

/** The keys content/schema.ts requires of content/company.json's `security`, in order. */
export const securityPracticeKeys = Object.keys(securityPractice) as SecurityPracticeKey[];

/** The practices of one area, in their order. */
export const practiceKeysIn = (area: TrustArea) => securityPracticeKeys.filter((key) => securityPractice[key].area === area);
