import { swiftProjectsTerms } from "@/content/claims";
import { sentences } from "@/content/sentences";
import type { IconName } from "@/content/types";
import { serviceNames, type ServiceId } from "@/content/service-names";

export type { ServiceId } from "@/content/service-names";

export type Service = {
  id: ServiceId;
  /** Label used in the footer and in the contact form's service checkboxes. */
  name: string;
  icon: IconName;
  summary: string;
  deliverables: string[];
};

/** The five core services, in the order the footer, the Services page and the contact form show them. */
export const coreServices: Service[] = [
  {
    id: "data-engineering",
    name: serviceNames["data-engineering"],
    icon: "database",
    summary:
      "Reliable pipelines and lakehouse platforms that bring every source system into one place, tested and documented, so analysts and AI models work from the same trusted data.",
    deliverables: [
      "Batch and streaming ingestion from ERPs, CRMs, apps and files",
      "Lakehouse and warehouse design on Snowflake, Databricks, AWS or Google Cloud",
      "Data contracts, automated tests and cost-aware orchestration",
    ],
  },
  {
    id: "data-governance",
    name: serviceNames["data-governance"],
    icon: "shield",
    summary:
      "Practical governance that people follow: clear ownership, a searchable catalog, access rules that match your risk, and quality checks that catch problems before reports do.",
    deliverables: [
      "Ownership model, glossary and data catalog",
      "Role-based access, masking and retention aligned with regulation",
      "Data quality rules with alerting and lineage from source to dashboard",
    ],
  },
  {
    id: "analytics-bi",
    name: serviceNames["analytics-bi"],
    icon: "chart",
    summary:
      "Dashboards leaders actually open. We define the metrics once in a semantic layer, then build self-service reporting that answers the questions your teams ask every week.",
    deliverables: [
      "Metric definitions and a governed semantic layer",
      "Executive, operational and self-service dashboards",
      "Forecasting and what-if analysis for planning cycles",
    ],
  },
  {
    id: "devops-dataops",
    name: serviceNames["devops-dataops"],
    icon: "settings",
    summary:
      "Ship data products and models the way good software teams ship code: versioned, reviewed, tested and deployed automatically, with monitoring that tells you before users do.",
    deliverables: [
      "CI/CD for pipelines, dbt models and ML services",
      "Infrastructure as code and environment promotion",
      "Observability for freshness, volume, cost and model drift",
    ],
  },
  {
    id: "ai-ml-solutions",
    name: serviceNames["ai-ml-solutions"],
    icon: "cpu",
    summary:
      "From a scoped proof of concept to production: forecasting, classification, document understanding and GenAI assistants grounded in your own data, with evaluation built in.",
    deliverables: [
      "Use-case discovery and ROI sizing",
      "Retrieval-augmented GenAI assistants and agents on your data",
      "Model evaluation, guardrails and human-in-the-loop review",
    ],
  },
];

export const genAiTraining = {
  title: "GenAI Training for Enterprises",
  icon: "graduation-cap" as IconName,
  summary:
    "Hands-on programs that take teams from curiosity to confident daily use: prompt craft, safe use of company data, and building small automations that save hours every week.",
  tracks: [
    "Leadership briefing: where GenAI pays off, what it costs and how to govern it",
    "Practitioner workshops for operations, sales, marketing and finance teams",
    "Builder track for engineers: retrieval, agents, evaluation and deployment",
  ],
};

export type EngagementModel = { name: string; icon: IconName; summary: string; bestFor: string };

export const engagementModels: EngagementModel[] = [
  {
    name: "Swift Projects",
    icon: "zap",
    summary: sentences("Fixed scope: we agree the outcome up front.", swiftProjectsTerms),
    bestFor: "Proofs of concept, data and AI readiness assessments, and specific solutions.",
  },
  {
    name: "Ongoing Partnership",
    icon: "handshake",
    summary: "A retainer-based team that owns your data and AI roadmap with you, month after month.",
    bestFor: "Companies that want steady progress without building a full in-house team.",
  },
  {
    name: "Team Extension",
    icon: "users",
    summary: "Embedded specialists who join your squads, follow your rituals and raise the bar from inside.",
    bestFor: "Teams with a clear plan that need data, ML or platform engineers now.",
  },
];
