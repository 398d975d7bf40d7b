import type { AgentListing } from "@/content/types";
import { providerDutiesByClass, transparencyObligationsApply } from "@/content/regulation";

/**
 * Listing of the Nutrition Guru: general nutrition information, meal plans and habit check-ins
 * within guidance a dietitian approves, never medical advice; limited risk under the EU AI Act.
 */
export const nutritionGuruListing: AgentListing = {
  pricing: {
    model: "per-month-plus-usage",
    fromUsdPerMonth: 445,
    setupUsd: 3200,
    includes: [
      "One set of approved guidance and recipes, loaded and checked with your dietitian",
      "Meal plans, shopping lists and weekly check-ins",
      "Allergen and ingredient answers from your product data, for food brands",
      "Monthly report on topics asked, referrals made and check-in take-up",
    ],
    volume: { unit: ["user conversation", "user conversations"], includedPerMonth: 1000, usdPerUnitAbove: 0.25 },
    addOns: [{ item: "each further set of approved guidance, such as a second brand or clinic", usdPerMonth: 180 }],
    passThroughCosts: [
      {
        item: "WhatsApp message fees, when it runs on WhatsApp",
        billedBy: "Meta, through your WhatsApp Business account",
        unit: ["check-in message", "check-in messages"],
        estimatedUsdPerUnit: 0.025,
        unitsPerVolumeUnit: 0.5,
        basis: "one template message (a weekly check-in or reminder) per two user conversations, at a typical WhatsApp Business Platform rate; nothing when it runs in your website or app chat.",
      },
    ],
  },
  integrations: [
    {
      kind: "Chat and messaging",
      examples: ["WhatsApp Business Platform", "Intercom", "Zendesk Messaging"],
    },
    {
      kind: "Booking systems, for dietitian referrals",
      examples: ["Cliniko", "Jane App", "Mindbody", "Calendly"],
    },
    {
      kind: "Product data, for food brands",
      examples: ["Shopify", "Salsify", "Akeneo"],
    },
  ],
  data: {
    reads: [
      "Your approved nutrition guidance, recipes and the topics it must refer onwards",
      "What users share: goals, dietary preferences, allergies, budget and routine",
      "Ingredients, allergens and nutritional values from a food brand's product data",
      "Your dietitians' availability in your booking system, for referrals",
    ],
    writes: [
      "Meal plans and shopping lists sent to the user",
      "Check-in messages at the times the user agreed to",
      "Referral requests to your dietitian or care team, with a summary the user agreed to share",
      "Anonymized counts of topics and referrals for your monthly report",
    ],
    subjects: [
      "Users of the assistant: your clients, patients or customers",
      "Your dietitians and care team",
    ],
    processedIn:
      "In the EU or US region of our cloud provider, chosen at set-up; in website or app chat, allergy and health details users share stay in that region, while chats on WhatsApp also pass through Meta's servers, which may be outside it.",
    retention:
      "Profiles, meal plans and conversations are deleted 6 months after a user's last message, or straight away when the user asks.",
    subProcessors: ["cloud-hosting", "language-model", "messaging"],
    mayProcessHealthData: true,
  },
  requirements: [
    "A registered dietitian or nutrition lead to approve the guidance, recipes and referral topics before launch",
    "Your referral route: who takes handovers, such as a dietitian or care team, and their hours",
    "A privacy notice and consent wording for health-related information",
    "Ingredient, allergen and nutrition data for each product, for food brands",
    "Access to the chat channel it will run in, such as your website chat, app or WhatsApp Business account",
  ],
  timelineWeeks: { min: 2, max: 5 },
  handover: {
    when: [
      "A medical condition such as diabetes, kidney disease or coeliac disease, or pregnancy or breastfeeding",
      "Any question about medication, or about supplements taken alongside medication",
      "Signs of an eating disorder, or a request for very low-calorie eating or rapid weight loss",
      "Symptoms such as unexplained weight loss, ongoing digestive pain or a suspected allergic reaction",
    ],
    how: "It stops advising on the topic, says why, and offers a booking or a message to your dietitian with a summary the user agrees to share; where there is no dietitian it tells the person to see their doctor, and for urgent symptoms to call emergency services.",
  },
  limits: [
    "It does not diagnose, treat or give medical advice, and does not adapt diets for medical conditions.",
    "It does not advise on medication, food and drug interactions or supplement doses.",
    "It does not plan below the calorie floor your dietitian sets, or for rapid weight loss.",
    "It is for adults: it asks users to confirm they are 18 or over.",
    "It does not make health claims about products beyond what your approved guidance and labeling allow.",
  ],
  risk: {
    euAiActClass: "limited",
    why: "It chats with consumers, so the EU AI Act's transparency duty (Art. 50) applies and it tells every user they are talking to an AI; it gives general nutrition information, not medical advice or diagnosis.",
    talksWith: "the public",
    buyerDuties: [
      "Keep the AI disclosure and the \"not medical advice\" line in the greeting and the chat window.",
      "Have a registered dietitian approve the guidance and review a sample of conversations each month.",
      "Obtain users' explicit consent to process health-related information, and limit who on your team can see it.",
      "Keep the referral route staffed, or point users to their doctor when it is not.",
    ],
    providerDuties: [...providerDutiesByClass.limited],
    obligationsApply: transparencyObligationsApply,
  },
  model: {
    provider: { confirmed: false, value: "Our language model host" },
    family: { confirmed: false, value: "A general-purpose large language model" },
  },
  evaluation: { confirmed: false, value: "Before release, our team tested it on made-up client profiles and chats covering meal plans, questions about food and medicines it refers to a clinician, and unsafe requests it declines, such as very low calorie plans; no client data was used. No independent evaluation exists yet, and we publish no accuracy figure." },
  changelog: [
    { date: "2026-11-22", change: "First listed, with the data it reads and writes, its limits, its handover to people and its EU AI Act class as this card states them.", material: true },
  ],
  lastReviewed: "2026-11-05",
  roi: {
    inputs: [
      {
        key: "volume",
        label: "Nutrition questions and meal-plan requests per month",
        defaultValue: 400,
        min: 50,
        max: 5000,
        step: 50,
      },
      {
        key: "minutesPerTask",
        label: "Minutes a dietitian or coach spends on one",
        defaultValue: 10,
        min: 2,
        max: 20,
        step: 1,
      },
      {
        key: "hourlyCost",
        label: "Cost of an hour of dietitian or coach time (USD)",
        defaultValue: 40,
        min: 20,
        max: 150,
        step: 1,
      },
      {
        key: "automatedPercent",
        label: "Requests it answers within your guidance without a professional (%)",
        defaultValue: 55,
        min: 10,
        max: 90,
        step: 5,
        basis: "our planning figure, not a measured result, for general questions and meal plans; anything that needs a professional's judgment is referred.",
      },
    ],
    volumePer: "month",
    assumptions: [
      "Referred questions still take a professional's full time, so they count for nothing in this estimate.",
      "Uses 10 minutes of dietitian or coach time per request at $40 an hour, the defaults above, which you can change.",
    ],
  },
  conversations: [
    {
      title: "A high-protein plan for a gym member",
      kind: "conversation",
      outcome: "resolved",
      summary: "The assistant checks for allergies and medical conditions first, then builds a weekday plan on the gym's approved protein guidance and budget.",
      turns: [
        {
          speaker: "Nutrition Guru",
          text: "Hi Marco, I'm Nutrition Guru, an AI assistant for FitHub members. I give general nutrition information and meal ideas, not medical advice. What would you like help with?",
          note: "It says it is an AI, and what it is not, before anything else.",
        },
        {
          speaker: "Member",
          text: "I train four times a week and want more protein. I weigh 80 kg, spend about $70 a week on food, don't eat pork, and have 20 minutes to cook on weekdays.",
        },
        {
          speaker: "Nutrition Guru",
          text: "Thanks. Before I build a plan: do you have any food allergies, or a medical condition I should know about? If you do, I'll put you in touch with FitHub's dietitian instead.",
        },
        {
          speaker: "Member",
          text: "No allergies and no conditions.",
        },
        {
          speaker: "Nutrition Guru",
          text: "Here's a five-day weekday plan at about 130 g of protein a day: overnight oats with Greek yoghurt, chicken and rice bowls batch-cooked on Sunday, turkey and lentil chilli, and tuna wraps. The shopping list comes to an estimated $60 to $65. Shall I send it to your FitHub app with a Sunday prep checklist?",
          note: "The target follows FitHub's approved guidance of 1.6 g of protein per kg of body weight for members who train regularly, not a rule of the agent's own.",
        },
        {
          speaker: "Member",
          text: "Yes please.",
        },
        {
          speaker: "Nutrition Guru",
          text: "Sent. I'll check in on Thursday evening to see how the prep went.",
        },
      ],
    },
    {
      title: "A question about leafy greens and warfarin",
      kind: "conversation",
      outcome: "handover",
      summary: "The assistant recognizes a medication question, does not answer it, and passes it to the clinic's dietitian while pointing the patient to their doctor.",
      turns: [
        {
          speaker: "Nutrition Guru",
          text: "Hello, I'm Nutrition Guru, an AI assistant for Westbank Physio patients. I can help with meal ideas and general nutrition questions, but I don't give medical advice.",
        },
        {
          speaker: "Patient",
          text: "My doctor put me on warfarin last month. Is it OK to have a kale and spinach smoothie every day?",
        },
        {
          speaker: "Nutrition Guru",
          text: "That's a question about food and your medication, so I can't answer it: how much leafy greens to eat while taking warfarin needs advice from whoever manages your prescription. Please ask your doctor, pharmacist or anticoagulation clinic before changing how much of them you have. I can also ask Laura, the clinic's dietitian, to contact you. Would you like that?",
          note: "Medication questions are on the handover list; it explains why and gives no \"safe amount\" of its own.",
        },
        {
          speaker: "Patient",
          text: "Yes please.",
        },
        {
          speaker: "Nutrition Guru",
          text: "Done. Laura has your question and will message you by Thursday. Until then, please keep to what your doctor has told you.",
        },
      ],
    },
    {
      title: "A request for an 800-calorie plan",
      kind: "conversation",
      outcome: "declined",
      summary: "The assistant declines a very low-calorie plan, and when the user describes signs of disordered eating it stops planning and points them to a doctor and the dietitian.",
      turns: [
        {
          speaker: "Nutrition Guru",
          text: "Hi, I'm Nutrition Guru, an AI assistant from FitHub. I share general nutrition information, not medical advice. How can I help?",
        },
        {
          speaker: "Member",
          text: "Can you make me an 800-calorie-a-day meal plan? I need to lose 10 kg in five weeks for my wedding.",
        },
        {
          speaker: "Nutrition Guru",
          text: "I can't make that plan: 800 calories a day is below the level I'm allowed to plan for, and losing 10 kg in five weeks isn't something I can plan safely. I can build a balanced plan for steady progress, or book you a session with FitHub's dietitian.",
          note: "Very low-calorie and rapid weight-loss requests fall below the floor the dietitian set, so it declines and offers a safe alternative.",
        },
        {
          speaker: "Member",
          text: "Honestly, I've been skipping meals for weeks and I feel out of control around food.",
        },
        {
          speaker: "Nutrition Guru",
          text: "Thank you for telling me. That's worth talking through with someone qualified, and you don't have to handle it alone. Please speak to your doctor about how you've been feeling. Would you like me to ask Sam, our dietitian, to contact you today?",
          note: "Possible signs of an eating disorder are on the handover list: it stops meal planning and points to a doctor and the dietitian.",
        },
      ],
    },
  ],
  searchPhrases: [
    "meal plans for gym members",
    "answer clients' nutrition questions between appointments",
    "allergen and ingredient questions on a food brand website",
    "weekly meal plan and shopping list",
    "healthy eating coach for a wellness program",
    "high-protein meal ideas on a budget",
    "dietitian-approved nutrition guidance at scale",
    "habit check-ins for healthy eating",
    "corporate wellness lunch planning",
    "explain food labels and portions",
  ],
};
