// The words buyers use, as data: marketplace search (lib/agents/search.ts) reads a query and the
// agents' content through this table, so "restock", "replenish" and "reorder" find the same agent.
// Each group is one meaning; a member may be several words ("out of hours"), matched word for word
// before stop words are dropped, so "will close" can mean a forecast without "close" meaning one.
// Words are compared by their Porter stems, so "call" also stands for "calls", "calling" and "called".
// Edit freely: the search tests (__tests__/agent-search.test.ts) say whether buyers still find the right agent.

/** Words that say nothing about the task; left out of queries and of the index. */
export const stopWords = [
  "a", "an", "the", "and", "or", "but", "of", "to", "for", "in", "into", "on", "at", "by", "with", "from", "as",
  "my", "our", "your", "their", "we", "i", "me", "us", "you", "they", "it", "its", "is", "are", "be", "been", "was",
  "can", "could", "will", "would", "should", "that", "this", "these", "those", "there", "what", "which", "who", "how",
  "do", "does", "so", "if", "than", "then", "too", "very", "just", "also", "all", "any", "some", "each", "every",
  "want", "need", "needs", "looking", "something", "someone", "get", "keep", "make", "let", "lets", "about", "up",
  "ai", "agent", "agents", "tool", "software", "app", "automatically", "automate", "automated", "help", "helps",
  "when", "while", "where", "before", "after", "without", "not", "no", "more", "less", "one", "them", "him", "her",
  "over", "via", "through", "across", "using", "within", "like", "manage", "handle", "many", "much", "lot", "lots",
];

/** Groups of words and phrases with one meaning, in order of precedence: the first member is its name. */
export const synonymGroups: string[][] = [
  // Calls and the front desk
  ["phone", "call", "caller", "telephone", "ring", "voicemail", "hotline"],
  ["after hours", "out of hours", "outside office hours", "outside business hours", "when we are closed", "when we re closed", "when the office is closed", "when the office closes", "overnight", "at night", "nights", "evenings", "weekends", "24 7", "around the clock", "day or night"],
  ["answer", "pick up", "reply", "respond", "response"],
  ["receptionist", "front desk", "reception", "answering service", "switchboard"],
  ["appointment", "booking", "consultation", "reservation"],
  ["book", "schedule", "reserve", "arrange"],
  ["clinic", "practice", "surgery", "dental", "dentist", "doctor", "medical office", "vet", "patient"],
  ["miss", "lose", "lost", "drop"],
  // Laboratories and stock
  ["reorder", "restock", "replenish", "top up", "order more", "run out", "run short"],
  ["lab", "laboratory"],
  ["reagent", "chemical", "antibody", "assay", "kit"],
  ["consumable", "supplies", "pipette", "plasticware", "glassware", "gloves"],
  ["expiry", "expire", "use by", "out of date", "shelf life"],
  ["inventory", "stock", "stock levels"],
  ["fridge", "freezer", "refrigerator", "cabinet", "shelf", "shelves", "stored"],
  // Customer support
  ["support", "customer service", "customer support", "customer care", "help desk", "helpdesk", "service desk"],
  ["ticket", "cases", "backlog", "queue", "piling up", "pile up", "piles up"],
  ["chat", "chatbot", "whatsapp", "messenger", "sms", "live chat", "messaging", "instagram dm"],
  ["channel", "omnichannel", "omni channel", "multichannel", "multi channel", "one place", "single inbox", "one inbox"],
  ["email", "e mail", "mail", "inbox"],
  // Marketing
  ["social", "social media", "linkedin", "instagram", "facebook", "twitter", "tiktok", "posts"],
  ["write", "draft", "copywriting", "copy", "content writer"],
  ["newsletter", "email campaign", "mailing"],
  ["calendar", "content calendar", "editorial calendar", "content plan", "posting plan"],
  ["brand", "brand voice", "tone of voice", "on brand"],
  // Order checking
  ["grocery", "supermarket", "grocer", "quick commerce", "q commerce", "dark store"],
  ["pick", "picker", "pack", "packer", "fulfilment"],
  ["wrong", "incorrect", "mistake", "error", "inaccurate", "mix up"],
  ["accuracy", "accurate", "correct", "correctly", "right"],
  ["dispatch", "delivered", "delivery", "shipping", "riders"],
  ["quality check", "qc", "verify", "verification", "check", "double check"],
  // Property
  ["property", "apartment", "flat", "house", "home", "rental", "rent", "lettings", "condo", "real estate", "realtor", "estate agent", "estate agency", "brokerage"],
  ["viewing", "showing", "tour", "open house", "visit"],
  ["tenant", "renter", "lodger"],
  ["repair", "maintenance", "fix", "broken", "leak", "burst pipe"],
  ["enquiry", "inquiry", "interest"],
  ["portal", "zillow", "rightmove", "zoopla", "listing site"],
  // Finance
  ["receipt", "expense", "spend", "expense claims"],
  ["reconcile", "reconciliation", "match", "tie out"],
  ["categorise", "categorize", "category", "classify"],
  ["invoice", "bill", "supplier invoices", "vendor invoices"],
  ["payment", "transaction", "bank transfer", "transfers"],
  ["suspicious", "unusual", "fraud", "fraudulent", "anomaly", "odd", "strange", "irregular", "dodgy"],
  ["duplicate", "double", "twice", "paid twice", "repeat"],
  ["cash flow", "cashflow", "cash", "liquidity", "runway"],
  ["budget"],
  ["bookkeeping", "accounting", "bookkeeper", "accountant", "finance team", "finance lead", "finance manager", "controller", "cfo"],
  ["small business", "small company", "small firm", "smb", "sme"],
  // Hiring
  ["resume", "cv", "curriculum vitae"],
  ["candidate", "applicant", "job seekers", "jobseekers"],
  ["hire", "recruit", "talent acquisition", "staffing"],
  ["job", "role", "position", "vacancy", "job opening", "job posting", "job ad"],
  ["shortlist", "screen", "sift", "filter", "sort through", "go through", "rank"],
  ["seasonal", "temporary", "temp", "peak season", "volume hiring", "high volume", "hundreds"],
  ["worker", "staff", "employees"],
  // Shopping
  ["shop", "store", "webshop", "web shop", "online store", "ecommerce", "e commerce", "shopify", "woocommerce", "storefront"],
  ["shopper", "buyer", "visitors"],
  ["size", "fit"],
  ["recommend", "suggest", "advise", "advice", "guided selling"],
  ["choose", "pick the right", "find the right", "decide", "compare"],
  ["return", "refund", "exchange"],
  // Prospecting and leads
  ["lead time", "delivery time"],
  ["lead", "prospect", "prospective customers", "potential customers", "potential clients", "new business"],
  ["cold", "outbound", "outreach", "reach out", "cold email", "cold call", "prospecting"],
  ["meeting", "discovery call", "sales call", "intro call"],
  ["target account", "accounts", "decision makers", "icp", "ideal customer"],
  ["qualify", "qualification", "bant", "meddic", "score leads", "lead scoring"],
  ["website", "web", "site", "contact form", "web form", "landing page", "inbound"],
  ["demo", "demo request", "trial"],
  ["route", "assign", "round robin", "distribute", "territory"],
  ["rep", "sales rep", "salesperson", "salespeople", "account executive", "sales team", "sdr", "bdr"],
  ["instantly", "instant", "immediately", "quickly", "fast", "right away", "within minutes", "in seconds", "speed to lead", "straight away"],
  ["personalised", "personalized", "tailored"],
  // Sales pipeline
  ["deal", "opportunity", "opps"],
  ["pipeline", "funnel", "sales funnel"],
  ["forecast", "predict", "projection", "will close"],
  ["stall", "stuck", "slipping", "at risk", "going cold"],
  ["crm", "salesforce", "hubspot", "pipedrive"],
  ["quarter", "quarterly", "end of quarter", "quarter end", "q1", "q2", "q3", "q4"],
  // Nutrition
  ["meal", "recipe", "menu", "lunch", "dinner", "breakfast", "meal plan"],
  ["nutrition", "nutritionist", "dietitian", "dietician", "diet", "dietary", "healthy eating", "eating", "healthy", "macros"],
  ["gym", "fitness", "health club", "personal trainer", "trainer", "coaching clients"],
  ["allergen", "allergy", "ingredient", "gluten", "nut free"],
  ["wellness", "wellbeing", "well being", "corporate wellness", "health programme", "health program"],
];
