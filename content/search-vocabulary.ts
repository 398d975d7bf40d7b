// The words buyers use, as data: marketplace search (lib/agents/search.ts) reads a query and the
// agents' content through this table, so "restock", "replenish" and "reorder" find the same agent.
// Each group is one meaning; a member may be several words ("out of hours"), matched word for word
// before stop words are dropped, so "will close" can mean a forecast without "close" meaning one. Edit freely: the
// search tests (__tests__/agent-search.test.ts) say whether buyers still find the right agent.

/** Words that say nothing about the task; left out of queries and of the index. */
export const stopWords = [
  "a", "an", "the", "and", "or", "but", "of", "to", "for", "in", "into", "on", "at", "by", "with", "from", "as",
  "my", "our", "your", "their", "we", "i", "me", "us", "you", "they", "it", "its", "is", "are", "be", "been", "was",
  "can", "could", "will", "would", "should", "that", "this", "these", "those", "there", "what", "which", "who", "how",
  "do", "does", "so", "if", "than", "then", "too", "very", "just", "also", "all", "any", "some", "each", "every",
  "want", "need", "needs", "looking", "something", "someone", "get", "keep", "make", "let", "lets", "about", "up",
  "ai", "agent", "agents", "tool", "software", "app", "automatically", "automate", "automated", "help", "helps",
  "when", "while", "where", "before", "after", "without", "not", "no", "more", "less", "one", "them", "him", "her",
  "over", "via", "through", "across", "using", "within", "like",
];

/** Groups of words and phrases with one meaning, in order of precedence: the first member is its name. */
export const synonymGroups: string[][] = [
  // Calls and the front desk
  ["phone", "phones", "call", "calls", "caller", "callers", "calling", "telephone", "ring", "rings", "voicemail", "hotline"],
  ["after hours", "out of hours", "outside office hours", "outside business hours", "when we are closed", "when we re closed", "when the office is closed", "when the office closes", "overnight", "at night", "nights", "night", "evenings", "evening", "weekends", "weekend", "24 7", "around the clock", "day or night"],
  ["answer", "answers", "answering", "pick up", "picks up", "reply", "replies", "respond", "responds", "response"],
  ["receptionist", "front desk", "reception", "answering service", "switchboard"],
  ["appointment", "appointments", "booking", "bookings", "consultation", "consultations", "reservation"],
  ["book", "schedule", "scheduling", "reserve", "arrange"],
  ["clinic", "practice", "surgery", "dental", "dentist", "dentists", "doctor", "doctors", "medical office", "vet", "vets", "patient", "patients"],
  ["miss", "missed", "missing", "lose", "lost", "drop", "dropped"],
  // Laboratories and stock
  ["reorder", "reorders", "restock", "restocking", "replenish", "replenishment", "top up", "order more", "run out", "running out", "run short", "runs short"],
  ["lab", "labs", "laboratory", "laboratories"],
  ["reagent", "reagents", "chemical", "chemicals", "antibody", "antibodies", "assay", "assays", "kit", "kits"],
  ["consumable", "consumables", "supplies", "supply", "pipette", "pipettes", "plasticware", "glassware", "gloves"],
  ["expiry", "expire", "expires", "expiring", "expired", "expiration", "use by", "out of date", "shelf life"],
  ["inventory", "stock", "stocks", "stock levels"],
  ["fridge", "fridges", "freezer", "freezers", "refrigerator", "cabinet", "cabinets", "shelf", "shelves", "stored"],
  // Customer support
  ["support", "customer service", "customer support", "customer care", "help desk", "helpdesk", "service desk"],
  ["ticket", "tickets", "cases", "backlog", "queue"],
  ["chat", "chats", "chatbot", "whatsapp", "messenger", "sms", "live chat", "messaging", "instagram dm"],
  ["channel", "channels", "omnichannel", "omni channel", "multichannel", "multi channel", "one place", "single inbox", "one inbox"],
  ["email", "emails", "e mail", "e mails", "mail", "inbox"],
  // Marketing
  ["social", "social media", "linkedin", "instagram", "facebook", "twitter", "tiktok", "posts", "post"],
  ["write", "writes", "writing", "draft", "drafts", "drafting", "copywriting", "copy", "copywriter", "content writer"],
  ["newsletter", "newsletters", "email campaign", "email campaigns", "mailing"],
  ["calendar", "content calendar", "editorial calendar", "content plan", "posting plan"],
  ["brand", "branding", "brand voice", "tone of voice", "on brand"],
  // Order checking
  ["grocery", "groceries", "supermarket", "supermarkets", "grocer", "quick commerce", "q commerce", "dark store", "dark stores"],
  ["pick", "picking", "picked", "picker", "pickers", "pack", "packing", "packed", "packer", "packers", "fulfilment", "fulfillment"],
  ["wrong", "incorrect", "mistake", "mistakes", "error", "errors", "inaccurate", "mix up", "mixed up"],
  ["accuracy", "accurate", "correct", "correctly", "right"],
  ["dispatch", "delivered", "delivery", "deliveries", "shipping", "shipped", "ship", "riders"],
  ["quality check", "quality checks", "qc", "verify", "verifying", "verification", "check", "checks", "checking", "double check"],
  // Property
  ["property", "properties", "apartment", "apartments", "flat", "flats", "house", "houses", "home", "homes", "rental", "rentals", "rent", "renting", "lettings", "letting", "condo", "condos", "real estate", "realtor", "estate agent", "estate agency", "brokerage"],
  ["viewing", "viewings", "showing", "showings", "tour", "tours", "open house", "visit", "visits"],
  ["tenant", "tenants", "renter", "renters", "lodger"],
  ["enquiry", "enquiries", "inquiry", "inquiries", "interest", "interested"],
  ["portal", "portals", "zillow", "rightmove", "zoopla", "listing site"],
  // Finance
  ["receipt", "receipts", "expense", "expenses", "spend", "spending", "expense claims"],
  ["reconcile", "reconciles", "reconciling", "reconciliation", "match", "matching", "tie out"],
  ["categorise", "categorize", "categorised", "categorized", "categorising", "categorizing", "categorisation", "categorization", "category", "categories", "classify", "classifying"],
  ["invoice", "invoices", "bill", "bills", "supplier invoices", "vendor invoices"],
  ["payment", "payments", "transaction", "transactions", "bank transfer", "transfers"],
  ["suspicious", "unusual", "fraud", "fraudulent", "anomaly", "anomalies", "odd", "strange", "irregular", "dodgy"],
  ["duplicate", "duplicates", "duplicated", "double", "twice", "paid twice", "repeat", "repeated"],
  ["cash flow", "cashflow", "cash", "liquidity", "runway"],
  ["budget", "budgets", "budgeting"],
  ["bookkeeping", "accounting", "finance team", "finance lead", "finance leads", "finance manager", "controller", "cfo"],
  // Hiring
  ["resume", "resumes", "cv", "cvs", "curriculum vitae"],
  ["candidate", "candidates", "applicant", "applicants", "application", "applications", "job seekers", "jobseekers"],
  ["hire", "hiring", "hires", "recruit", "recruiting", "recruitment", "recruiter", "recruiters", "talent acquisition", "staffing"],
  ["job", "jobs", "role", "roles", "position", "positions", "vacancy", "vacancies", "job opening", "job openings", "job posting", "job ad"],
  ["shortlist", "shortlisting", "screen", "screening", "sift", "sifting", "filter", "sort through", "go through", "rank", "ranking"],
  ["seasonal", "temporary", "temp", "temps", "peak season", "volume hiring", "high volume", "hundreds"],
  ["worker", "workers", "staff", "employees", "employee"],
  // Shopping
  ["shop", "shops", "store", "stores", "webshop", "web shop", "online store", "ecommerce", "e commerce", "shopify", "woocommerce", "storefront"],
  ["shopper", "shoppers", "buyer", "buyers", "visitors"],
  ["size", "sizes", "sizing", "fit", "fits"],
  ["recommend", "recommends", "recommendation", "recommendations", "suggest", "suggests", "suggestion", "suggestions", "advise", "advice", "guided selling"],
  ["choose", "choosing", "pick the right", "find the right", "decide", "compare"],
  ["return", "returns", "refund", "refunds", "exchange", "exchanges"],
  // Prospecting and leads
  ["lead time", "lead times", "delivery time", "delivery times"],
  ["lead", "leads", "prospect", "prospects", "prospective customers", "potential customers", "potential clients", "new business"],
  ["cold", "outbound", "outreach", "reach out", "cold email", "cold emails", "cold call", "cold calling", "prospecting"],
  ["meeting", "meetings", "discovery call", "discovery calls", "sales call", "sales calls", "intro call", "intro calls"],
  ["target account", "target accounts", "accounts", "decision makers", "decision maker", "icp", "ideal customer"],
  ["qualify", "qualifies", "qualifying", "qualified", "qualification", "bant", "meddic", "score leads", "lead scoring"],
  ["website", "websites", "web", "site", "contact form", "web form", "landing page", "inbound"],
  ["demo", "demos", "demo request", "demo requests", "trial", "trials"],
  ["route", "routing", "routes", "assign", "assigns", "assignment", "round robin", "distribute", "territory", "territories"],
  ["rep", "reps", "sales rep", "sales reps", "salesperson", "salespeople", "account executive", "account executives", "sales team", "sdr", "sdrs", "bdr", "bdrs"],
  ["instantly", "instant", "immediately", "quickly", "fast", "right away", "within minutes", "in seconds", "speed to lead", "straight away"],
  ["personalised", "personalized", "personalise", "personalize", "personalisation", "personalization", "tailored"],
  // Sales pipeline
  ["deal", "deals", "opportunity", "opportunities", "opps"],
  ["pipeline", "pipelines", "funnel", "sales funnel"],
  ["forecast", "forecasts", "forecasting", "predict", "predicts", "prediction", "projection", "projections", "will close"],
  ["stall", "stalled", "stalling", "stuck", "slipping", "at risk", "going cold"],
  ["crm", "salesforce", "hubspot", "pipedrive"],
  ["quarter", "quarterly", "end of quarter", "quarter end", "q1", "q2", "q3", "q4"],
  // Nutrition
  ["meal", "meals", "recipe", "recipes", "menu", "menus", "lunch", "lunches", "dinner", "breakfast", "meal plan", "meal plans", "meal planning"],
  ["nutrition", "nutritional", "nutritionist", "dietitian", "dietician", "diet", "diets", "dietary", "healthy eating", "eating", "healthy", "macros"],
  ["gym", "gyms", "fitness", "health club", "personal trainer", "personal trainers", "trainer", "trainers", "coaching clients"],
  ["allergen", "allergens", "allergy", "allergies", "ingredient", "ingredients", "gluten", "nut free"],
  ["wellness", "wellbeing", "well being", "corporate wellness", "health programme", "health program"],
];
