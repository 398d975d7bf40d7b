import type { Article } from "@/content/types";

const article: Article = {
  id: "ecommerce-ai",
  category: "E-commerce",
  categoryColor: "orange",
  heroGradient: "orange",
  date: "2025-06-17",
  title: "AI in E-commerce: Conversational Shopping, Smarter Discovery and Fewer Returns",
  description:
    "How online retailers use AI shopping assistants, intent-based product discovery and personalization to lift conversion and cut returns, and how to measure the uplift honestly.",
  image: "/images/blog/ecommerce-ai.svg",
  author: "Lumenfold Commerce AI Team",
  sections: [
    {
      title: "Search Boxes and Filters Leave Money on the Table",
      icon: "shopping-bag",
      subtitle: "Shoppers arrive with needs and questions; most stores only understand keywords.",
      content: [
        "Walk into a good shop and say you need a waterproof jacket for walking in the hills that still looks fine in town, and a knowledgeable assistant will have three options in front of you within a minute. Type the same sentence into most online stores and you get either nothing, or every product with “jacket” in its title, sorted by a relevance score nobody can explain.",
        "That gap is expensive. Typical e-commerce conversion rates sit somewhere between one and four percent, which means the vast majority of visits end without a purchase. Some of those visitors were only browsing, but many left because they could not find the right product, could not get a question answered, or were not confident enough to buy. Searches that return no results, or poor ones, are among the clearest exit points in most store analytics.",
        "AI now makes it practical to close much of that gap: to understand what a shopper means rather than what they typed, to answer their questions in conversation, to tailor what they see, and to help them choose the right item the first time. Each of these is valuable on its own, and together they change the economics of an online store.",
        "This article covers the main applications, the guardrails they need and, most importantly, how to measure whether they are actually working.",
      ],
    },
    {
      title: "What a Conversational Shopping Assistant Actually Does",
      icon: "message",
      subtitle: "The knowledgeable shop assistant, available to every visitor at once.",
      content: [
        "A conversational shopping assistant lets a shopper describe what they need in their own words and then helps them get there. It asks clarifying questions when the request is ambiguous, such as the budget, the size or what the product is for, narrows the range, compares options side by side and explains the differences in plain language. It can answer product questions from the catalog and from reviews, check availability and delivery times, and add items to the basket.",
        "Good assistants behave like good staff. They recommend fewer, better-matched products rather than long lists. They say when something is not a good fit, even if that means suggesting a cheaper item. They know when to hand over to a human agent, for instance when a shopper is asking about a complaint, a large trade order or anything involving personal circumstances.",
        "The assistant does not need to be a chat window that dominates the page. Many of the best implementations are contextual: a question box on the product page that answers “will this fit a 15-inch laptop?”, a guided finder on a category page, or a comparison helper that appears when a shopper has three similar items open. Meet shoppers where their uncertainty arises.",
        "The shoppers who engage with an assistant are often those with the most considered purchases and the highest intent, which is why assistant-led sessions frequently convert far better than the store average. That figure flatters the assistant, though, because those shoppers were already more likely to buy; we return to measuring this properly later.",
      ],
    },
    {
      title: "Product Discovery: From Keywords to Intent",
      icon: "search",
      subtitle: "Semantic search and enriched product data help shoppers find what they mean.",
      content: [
        "Semantic search represents queries and products by meaning rather than by exact words, so a search for “a dress for a summer wedding” can surface linen midi dresses and floral prints even if none of them contains the word “wedding”. Combined with traditional keyword matching, which remains better for exact product names and codes, it sharply reduces zero-result and poor-result searches.",
        "Search is only as good as the catalog behind it, and most catalogs are thinner than retailers realize. Attributes are missing, inconsistent or buried in free-text descriptions: one supplier writes “navy”, another “dark blue”, a third puts the color only in the image. AI can enrich product data at scale by extracting attributes from descriptions and images, normalizing values and filling gaps, with merchandisers reviewing changes in bulk rather than item by item.",
        "Enrichment pays off everywhere at once. Filters start working properly, because every product has the attributes they filter on. Recommendations improve, because similar products can be identified accurately. The shopping assistant gives better answers, because it has facts to draw on. Marketplaces and comparison sites rank you better too. If you do one thing before deploying conversational AI, fix the product data.",
        "Watch the search analytics every week: the top queries, the queries with no results, the queries with results but no clicks, and the searches followed by an exit. Each of those lists is a to-do list for merchandising and for tuning the search.",
      ],
    },
    {
      title: "Personalization That Respects the Shopper",
      icon: "users",
      subtitle: "Relevant, not intrusive: use what shoppers show you in the moment.",
      content: [
        "Personalization ranges from simple to sophisticated: recently viewed items, recommendations based on what similar shoppers bought, category pages reordered to reflect a shopper’s apparent preferences, and content or offers adapted to where they are in their journey. Done well, it helps shoppers reach relevant products in fewer clicks.",
        "The most reliable signals are often the most immediate ones. What a shopper has clicked, searched for and lingered over in this session says more about what they want today than their purchase history from last year. Session-based personalization also works for first-time and logged-out visitors, who make up most of the traffic in many stores and are exactly the people long-term profiles cannot help.",
        "Respect matters commercially, not only legally. Collect behavioral data on the basis your privacy notices and consent choices allow, honor opt-outs, and avoid inferences that feel intrusive, such as implying a health condition or a life event the shopper has not shared. Personalization that makes people uneasy reduces trust and conversion at the same time.",
        "Keep some diversity in what you show. A system that only reinforces past behavior shows the same narrow range again and again, hurting discovery of new lines and making the store feel smaller than it is. Reserve space for new, seasonal and editorially chosen products, and measure their performance alongside the personalized slots.",
      ],
    },
    {
      title: "Reducing Returns Before They Happen",
      icon: "truck",
      subtitle: "Most returns start as a mismatch between expectation and product.",
      content: [
        "Returns are one of the largest hidden costs in online retail. Rates of 20 to 30 percent are common in fashion and footwear, and even lower-return categories lose margin on reverse logistics, inspection, repackaging and items that cannot be resold at full price. The main reasons shoppers give are consistent: wrong size or fit, the item not looking or performing as expected, and buying several variants with the plan of sending most back.",
        "AI attacks the causes rather than the process. Fit guidance that combines a shopper’s stated measurements or past purchases with product-specific data, such as whether a style runs small, reduces size-related returns. An assistant that answers specific questions honestly, such as whether a fabric is see-through, whether a lamp is bright enough to read by or whether a case fits a particular phone, prevents purchases that were never going to work.",
        "Return reasons and review text are a goldmine for this. Analyzing them by product highlights items whose descriptions, photos or sizing information are misleading, so merchandisers can fix the listing instead of absorbing the returns. A handful of products usually accounts for a disproportionate share of returns, and fixing their content is among the fastest wins available.",
        "Measure returns by cohort, comparing orders placed with and without assistant or fit guidance involvement, and track the net effect on margin rather than just the return rate. A slight dip in conversion alongside a large fall in returns can be a very good trade.",
      ],
    },
    {
      title: "Guardrails: Accuracy, Pricing and Brand Voice",
      icon: "shield",
      subtitle: "An assistant that invents a discount or a feature costs more than it earns.",
      content: [
        "The biggest risk with conversational AI in retail is the confident wrong answer: a feature the product does not have, a delivery date that cannot be met or a discount that does not exist. Every factual statement the assistant makes should be grounded in your own live data, meaning the catalog, stock and price feeds, delivery rules and policies, and it should decline to answer when that data is silent rather than guess.",
        "Keep prices, promotions and stock out of the model’s imagination entirely. Retrieve them from the source systems at the moment of the answer and present them as retrieved. Policy answers about returns, warranties and delivery should quote the current policy text, so that a policy change is reflected immediately everywhere.",
        "Define the assistant’s tone and limits as carefully as you would brief new staff: how formal it is, which topics it will not discuss, how it treats competitors’ products, and when it must hand over to a person. Test it against a library of awkward questions, including attempts to get it to promise refunds or discounts, before launch and after every significant change.",
        "Review a sample of real conversations every week. They are a direct view of what shoppers want and cannot find, and they are where you will spot a problem long before it becomes a complaint.",
      ],
    },
    {
      title: "Measuring Conversion Uplift Properly",
      icon: "chart",
      subtitle: "Compare like with like, or you will measure enthusiasm rather than impact.",
      content: [
        "The most common mistake is comparing shoppers who used the assistant with those who did not. The two groups are different before the assistant does anything: engaged, high-intent shoppers are more likely both to use it and to buy. That comparison will show a large uplift even if the assistant changes nothing.",
        "The reliable method is a controlled test. Randomly split traffic so that one group is offered the assistant or the new search and a holdout group is not, then compare the groups as a whole, including people who were offered the feature and ignored it. The difference in conversion rate, revenue per visitor, average order value and return rate between the groups is the real effect.",
        "Run the test long enough to cover full weekly cycles and to reach a sample size that can detect the effect you care about; small stores may need several weeks to detect a modest uplift with confidence. Watch for a novelty effect in the first days, and keep a small holdout running after launch so you can see whether the effect holds through seasons and catalog changes.",
        "Realistic outcomes vary widely by category and starting point: retailers with weak search and thin product data have the most room to improve, and stores that already do well have less, so only your own controlled test tells you the size of the effect. Measure net margin, not only revenue: an uplift that comes with higher returns or heavier discounting may not be an uplift at all.",
      ],
    },
    {
      title: "An Implementation Roadmap",
      icon: "rocket",
      subtitle: "Fix the data, start where uncertainty is highest, then widen.",
      content: [
        "Start with the catalog. Audit attribute completeness for your top categories, enrich the gaps with AI and human review, and connect live price, stock and policy data. This work improves filters and search immediately, before any assistant is live.",
        "Next, launch the assistant in one or two categories where shoppers have the most questions and the highest return rates, such as apparel, electronics or home furnishings, and run it against a holdout group from day one. Route complex or sensitive conversations to your customer service team, and make the handover seamless, with the conversation history attached.",
        "Then expand by category and by touchpoint, adding semantic search, on-page question answering, fit guidance and personalized recommendations as the data and the measurements support them. Feed what the assistant learns, such as unanswered questions and common objections, back into product content and merchandising every month.",
        "Assign clear ownership across e-commerce, merchandising, customer service and data teams. Conversational commerce touches all of them, and it stalls when it belongs to none of them.",
      ],
    },
    {
      title: "Where Lumenfold’s Shopping Assistant Fits",
      icon: "sparkles",
      subtitle: "A ready-to-deploy agent grounded in your own catalog and policies.",
      content: [
        "Lumenfold’s roots are in data engineering, and that shows in how we approach commerce AI: the catalog, stock and policy data come first, because no assistant can be better than the facts it draws on. Our data engineering teams help enrich product data and connect live feeds, and the same measurement discipline described here is built into every deployment.",
        "The Shopping Assistant agent guides shoppers through conversation, asks the clarifying questions a good sales assistant would, compares products, answers questions from your own catalog and policies, and hands over to your team when a person is needed. It pairs naturally with our Order Verification agent, which checks orders before they leave the distribution center, so the promise made in the conversation is one the operation can keep.",
        "If search exits and returns are eating your margin, start with one category and a proper holdout test. Within a few weeks you will know what the uplift really is.",
      ],
    },
  ],
  relatedAgent: "shopping-assistant-agent",
  relatedAgentTitle: "Shopping Assistant Agent",
  exploreButtonText: "Explore the Shopping Assistant Agent",
};

export default article;
