import type { Article } from "@/content/types";
import { liveAgents } from "@/content/claims";

const article: Article = {
  id: "quick-commerce-insights",
  category: "Quick Commerce",
  categoryColor: "orange",
  heroGradient: "orange",
  date: "2025-11-18",
  title: "Quick Commerce Insights: How Dark Stores Use Data and AI to Get Every Order Right",
  description:
    "How quick-commerce and grocery dark stores use joined-up operational data and AI order verification to cut picking errors, manage substitutions and ease customer-service load.",
  image: "/images/blog/quick-commerce-insights.svg",
  author: "Lumenfold Operations AI Team",
  sections: [
    {
      title: "Accuracy is the hidden speed metric",
      icon: "zap",
      subtitle: "A fast wrong order costs more than a slightly slower right one.",
      content: [
        "Quick commerce sells a promise measured in minutes: groceries, household basics and ready meals delivered in ten to thirty minutes from a dark store a few kilometers away. Most operators obsess over the clock, and with reason. Pick time, pack time and rider dispatch time sit on every dashboard. What is less visible is what happens after the bag leaves the building, when a customer opens it and finds semi-skimmed milk instead of whole, no avocados, or somebody else’s ice cream.",
        "A wrong or incomplete order undoes the speed advantage in a single moment. The customer contacts support, the operator issues a refund or a credit, sometimes a second rider goes out with the missing item, and the customer quietly lowers their trust in the service. In a category where switching apps takes seconds, that trust is the real retention lever. Operators often find that a basket error rate of just two to four percent produces a disproportionate share of complaints, refunds and churn.",
        "That is why the most mature quick-commerce teams treat order accuracy as a speed metric rather than a quality afterthought. Every error adds minutes somewhere in the system: in a support queue, in a re-delivery, in an inventory correction that later causes a phantom stock-out. Getting the order right the first time is the cheapest way to stay fast.",
        "This article looks at where picking errors actually come from in a dark store, what data you need to see them, how AI order verification works in the chat app pickers already use, how to turn substitutions into policy rather than improvisation, and how to measure whether any of it is working.",
      ],
    },
    {
      title: "Where picking errors come from",
      icon: "search",
      subtitle: "Most mistakes are predictable once you look at them by product, shift and shelf.",
      content: [
        "Picking errors in a dark store are rarely random. When operators break them down, the same few patterns appear again and again. Look-alike products sit side by side: one brand of yoghurt in four flavors, one pasta in three shapes, one detergent in two sizes. Fast pickers under time pressure grab by color and shape rather than by label, and a shelf layout designed for density rather than distinction makes that easy.",
        "Loose and variable-weight items are a second source. Fruit, vegetables, meat and deli products are ordered by count or approximate weight, and what a picker considers four bananas or half a kilo of tomatoes may not match what the customer expected. Multi-unit lines cause a third kind of error, where the order asks for three cans and the bag holds two, or a six-pack is picked as a single unit.",
        "Then there are process errors rather than product errors. Items picked correctly but dropped into the wrong customer’s tote when a picker batches several orders. Chilled or frozen items left in a holding area and never reunited with the rest of the order. Stock the system believes is on the shelf but is not, which forces a last-second substitution that nobody explains to the customer.",
        "Finally, errors cluster in time. New staff in their first two weeks, the last hour of a long shift, promotion days when volume doubles and the dinner-time peak all show higher error rates. The practical consequence is that you do not need to inspect every order with the same intensity. You need to know where risk concentrates and put your strongest checks there.",
      ],
    },
    {
      title: "The data you already have, and the gaps",
      icon: "database",
      subtitle: "Order, pick and complaint data tell the story only when they are joined up.",
      content: [
        "Most quick-commerce operators already collect a lot of data. The order management system knows what was ordered and when. Handheld scanners or pick apps record what was picked, by whom and from which location. The warehouse management system knows stock positions and replenishment. The customer-service platform records every complaint, refund and credit, usually with a free-text reason.",
        "The problem is that these sources rarely talk to each other. A complaint about a missing item lives in the support tool under an order number, while the pick record that would explain it lives in another system with a different identifier. Without joining them, teams manage by anecdote: a store manager remembers that the yoghurt shelf is a problem, but nobody can say how many complaints it generates each week or whether last month’s re-slot fixed it.",
        "A useful first step is a simple accuracy data model that links each order line to its pick event, its pack event, any substitution and any later complaint or refund. With that in place you can rank products, locations, shifts and stores by error rate, and put a cost on each error in refunds and support time. This is ordinary data engineering, but it is the foundation for everything else, including any AI you add later.",
        "The gap most operators discover is at the pack bench. A scan confirms that a barcode was read, not that the right number of the right items ended up in the right bag. Loose produce often has no barcode at all. This is where a photo of the packed order, checked line by line against what was ordered, adds information that existing systems simply do not capture.",
      ],
    },
    {
      title: "How AI verification works in the team chat",
      icon: "clipboard-check",
      subtitle: "A photo, the order lines and a few seconds per bag.",
      content: [
        "An AI order-verification step sits between picking and dispatch. As a picker closes an order, they take a photo of the packed bag or tote, or share the scans from their handheld, in the chat app the store team already uses. The agent identifies the products, counts units and compares what it sees with the order lines. If everything matches, it confirms in the chat and the picker seals the bag. If something is missing, extra or different, it replies in the same thread with exactly which line is wrong, before the rider leaves.",
        "Behind those replies are product recognition trained on the store’s own catalog images, label and barcode reading where labels are visible, and count estimation for multi-unit lines. For loose produce the agent checks type and approximate quantity rather than exact weight. Confidence matters: when the agent is unsure it asks the picker to confirm or to send a closer photo rather than guess, so the check stays fast on easy orders and careful on difficult ones.",
        "Because the check runs in the chat app, on the phones and scanners pickers already carry, there is no new device at the bench and no new app to learn. Integration with the order management system is what turns those replies into an operational control. The verification result is written back against the order, so accuracy can be reported by store, shift and product, and so support agents can see later whether a disputed item was present at dispatch. The photo stays with the order, which makes missing-item complaints far quicker to resolve.",
        "Done well, the step adds only a few seconds per order and catches errors at the cheapest possible point, before a rider is on the road. An order-verification agent working in the team chat catches errors on look-alike products and multi-unit lines, which are exactly the errors that pick scanning alone tends to miss.",
      ],
    },
    {
      title: "Substitutions: from improvisation to policy",
      icon: "shopping-bag",
      subtitle: "A good substitution keeps the customer; a careless one loses them.",
      content: [
        "Substitutions are a normal part of grocery fulfillment. Stock data is never perfect, and in a dark store with tight shelf space a popular item can sell out between the moment an order is placed and the moment it is picked. The question is not whether to substitute but how. Left to individual pickers under pressure, substitutions become inconsistent: one swaps organic for conventional, another swaps a one-liter bottle for two half-liter bottles, a third simply leaves the item out.",
        "Data helps in two ways. First, better availability signals reduce the need to substitute at all. Forecasting demand by hour and by store, and reconciling system stock with what pickers actually find on the shelf, cuts phantom stock-outs. Every time a picker reports an item missing that the system shows as present, that is a data point worth acting on the same day.",
        "Second, substitution rules can be made explicit. For each category, decide what counts as an acceptable alternative: same brand in a different size, same size from a different brand, and never a substitute for allergen-sensitive products, baby food or specific dietary lines. Customer preferences such as no substitutions or contact me first should appear on the picker’s screen. A recommendation model trained on past acceptances and rejections can then propose the best alternative, and the verification step confirms that the item actually packed is the one that was approved.",
        "Communicate substitutions before delivery, not at the door. A notification with the proposed alternative and a one-tap accept or decline turns a surprise into a choice. Operators who do this well often see substitution complaints fall sharply even when the substitution rate itself barely changes.",
      ],
    },
    {
      title: "Taking load off customer service",
      icon: "headset",
      subtitle: "Fewer wrong orders means fewer contacts, and faster answers for the rest.",
      content: [
        "For many quick-commerce operators, order-accuracy issues such as missing items, wrong items, damaged goods and unwanted substitutions drive a large share of customer-service contacts; measure your own share from a week of tickets. It is an expensive part of the queue, and it tends to arrive at the worst time: during the same peak windows when the store is busiest and the error rate is highest.",
        "Preventing errors upstream is the biggest lever, and it compounds. Each error caught at the pack bench removes a contact, a refund decision, often a re-delivery and an inventory correction. Even a modest fall in the error rate frees agents for the issues that genuinely need a person, such as a delivery problem, a payment dispute or a vulnerable customer.",
        "The contacts that remain can be handled faster with the same data. When a customer reports a missing item, the agent or an automated support flow can check the verification record for that order. If the item was photographed in the bag at dispatch, the conversation is about handover rather than picking. If verification flagged the line and it was never corrected, the refund can be issued at once, without a debate. Clear evidence shortens handling time and makes refund decisions fairer and more consistent.",
        "Complaint data then flows back into operations. Every confirmed error is tagged with a product, a location and a reason, which tells store teams which shelves to re-slot, which labels to enlarge and which products need a second check. Customer service stops being the place where errors are absorbed and becomes a source of signal for preventing them.",
      ],
    },
    {
      title: "Rolling it out without slowing the line",
      icon: "workflow",
      subtitle: "Start with one store, one team and a clear baseline.",
      content: [
        "The most common mistake is to launch verification across every store at once and then discover that the agent struggles with local assortment, photos taken in a rush are hard to read and pickers were never shown what a useful photo looks like. A better pattern is a pilot in one or two stores for four to six weeks, with a measured baseline of error rate, complaints per thousand orders and pack time before anything changes.",
        "Prepare the catalog first. The agent needs good reference images of the products the store actually stocks, including private-label items and seasonal lines. Keep product master data clean, with consistent names, pack sizes and barcodes. It is unglamorous work, but a verification model is only as good as the catalog it compares against.",
        "Design the workflow with pickers, not just for them. Decide which chat group each store uses, at what point the photo is taken, how a mismatch is shown in the reply, what the picker does next and how long a correction should take. Keep the replies simple: a tick to seal, a question to confirm, a named line to fix. Explain that the system exists to catch errors before customers do, not to monitor individuals, and share the results with the team each week.",
        "Plan for the edge cases. Some items will be hard to recognize, such as unlabeled produce, very small products or goods inside opaque packaging. Decide in advance whether those lines get a manual confirmation, a scan or a photo only. Then expand store by store, retraining on each new assortment, and keep a human review loop for the cases where the model is uncertain.",
      ],
    },
    {
      title: "How to measure success",
      icon: "chart",
      subtitle: "A handful of metrics tell you whether accuracy is really improving.",
      content: [
        "Track a small set of numbers consistently. Order accuracy rate, meaning orders delivered with every line correct, is the headline. Beneath it, track line-level errors by type: missing, wrong item, wrong quantity, unapproved substitution and damaged. Add accuracy-related contacts per thousand orders, and refunds and credits as a share of revenue.",
        "Balance accuracy against speed. Measure pack time per order before and after verification, and the share of orders that trigger a mismatch. If verification adds more than a few seconds on average, find out which lines cause the delay and whether catalog images or the way photos are taken need work. A control that slows the line will eventually be bypassed.",
        "Watch the quality of the model itself. False alarms, where the model flags a correct order, cost picker time and erode trust. Missed errors, where a wrong order passes, show up later as complaints. Review a sample of both every week, feed them back into training, and report precision and recall alongside the business metrics.",
        "Finally, connect the numbers to money. Multiply the reduction in errors by the full cost of an error, including the refund, support time, re-delivery and a realistic estimate of lost future orders, then compare it with the cost of running the system. In most dark-store networks with meaningful volume, that calculation is what turns a pilot into a standard operating procedure.",
      ],
    },
    {
      title: "Where Lumenfold fits",
      icon: "rocket",
      subtitle: "Joined-up data and a ready-to-deploy agent in your team’s chat.",
      content: [
        "Lumenfold works with operators on both halves of this problem. On the data side, our data engineering and analytics teams join order, pick, inventory and complaint data into a single accuracy model, so store managers and operations leaders can see where errors come from and what they cost. On the AI side, our Order Verification agent checks every packed order from the photos and scans pickers share in the chat app they already use, with no new device to install, connected to the order management system and tuned to each store’s catalog.",
        `Today ${liveAgents}, and that experience shapes how we deploy: short pilots with clear baselines, picker-friendly workflows and weekly model reviews rather than a big-bang launch. If your team is wrestling with missing items, unwelcome substitutions or a support queue full of wrong-order complaints, the Order Verification agent is a practical place to start.`,
        "A sensible first conversation covers three things: your current error rate and how it is measured, the share of support contacts that trace back to order accuracy, and one store where a pilot could begin. From there we can agree a baseline, a target and a date to review the results together.",
      ],
    },
  ],
  relatedAgent: "order-verification-agent",
  relatedAgentTitle: "Order Verification Agent",
  exploreButtonText: "Explore the Order Verification Agent",
};

export default article;
