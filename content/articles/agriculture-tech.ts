import type { Article } from "@/content/types";
import { foundersTrackRecord, liveAgents } from "@/content/claims";

const article: Article = {
  id: "agriculture-tech",
  category: "Agriculture",
  categoryColor: "green",
  heroGradient: "green",
  date: "2025-09-23",
  title: "Data and AI in Agriculture: Build the Foundations Before the Forecasts",
  description:
    "Yield forecasts, smart irrigation and farmer advisory only work on solid farm data. A practical guide to the data foundations, models and rollout steps that make agricultural AI pay off.",
  image: "/images/blog/agriculture-tech.svg",
  author: "Lumenfold Data Engineering Team",
  sections: [
    {
      title: "Why farm data is harder than it looks",
      icon: "leaf",
      subtitle: "Seasonal, spatial and scattered across many hands",
      content: [
        "Most industries that adopted analytics early had one advantage agriculture does not: their data arrives every day, in one system, about things that behave the same way next month as they did last month. A farm produces its most important number, the harvest, once or twice a year. Between harvests, the signals that explain it are spread across soil probes, weather feeds, satellite images, spray records, agronomist notes and the memory of the person who has worked the field for twenty years.",
        "That makes agricultural data seasonal, spatial and fragmented. Ten years of records can mean only ten yield observations per field. A soil moisture reading means little without knowing which block, which crop, which soil type and which irrigation event came before it. And the data is often owned by different parties: growers, cooperatives, input suppliers, equipment vendors and processors each hold a piece.",
        "None of this makes AI in agriculture unrealistic. It does mean that the projects that succeed spend their first months on unglamorous work: agreeing what a field is, getting time and units consistent, and deciding which decisions the data is meant to improve. The projects that skip this step tend to produce an impressive demo in the first season and a quiet shutdown in the second.",
        "This article walks through the use cases that matter most, yield forecasting, sensor data, irrigation, supply planning and farmer advisory, and the data foundations each of them depends on.",
      ],
    },
    {
      title: "Start with the decision, not the sensor",
      icon: "target",
      subtitle: "Every data project should name the choice it will change",
      content: [
        "A common first move is to buy hardware: probes in every block, a weather station on every farm, drones for the whole season. Six months later there is a dashboard full of curves and nobody is quite sure what to do differently. The better first move is to write down the handful of decisions that drive cost or revenue and ask which data would change them.",
        "For a grower, those decisions are usually when and how much to irrigate, when to spray or fertilize, when to harvest and how much labor to book. For a cooperative or processor, they are how much produce to expect and when, how to plan collection routes and storage, what to commit to buyers, and which farmers need support. For an input supplier or lender, they are which customers are likely to need what, and which carry risk.",
        "Each decision has a timing, an owner and a cost of getting it wrong. Irrigation decisions are daily and local. Harvest and logistics decisions are weekly and regional. Contract commitments are seasonal. Matching the data and model to that rhythm avoids building a daily forecast for a decision made once a quarter, or a seasonal model for a decision made every morning.",
        "A simple test helps: if a model output arrived tomorrow, who would act on it, through which channel, and what would they do differently? If nobody can answer, the use case is not ready, however interesting the data.",
      ],
    },
    {
      title: "The data foundations every use case shares",
      icon: "database",
      subtitle: "Field identity, time, units and lineage come first",
      content: [
        "Almost every agricultural data problem traces back to the same four gaps. The first is identity: the same field has a different name in the farm management system, the irrigation controller, the satellite platform and the processor’s intake records. A shared field register with stable identifiers and boundary polygons, plus a mapping from every source system’s name to that identifier, is the single most valuable asset a farm data program can build.",
        "The second is time. Planting date, emergence, flowering and harvest matter more than calendar dates, so records should carry both. Sensor timestamps need a known time zone and a clear meaning, because a reading at the start of an interval and a reading at the end of it are not interchangeable. The third is units: liters against cubic meters, metric tons per hectare against bags per acre, volumetric against gravimetric moisture. Normalize them at ingestion and keep the original value alongside.",
        "The fourth is lineage and ownership. Growers reasonably want to know who sees their data and for what. Record the source, the consent and the permitted uses of each dataset from the start. It is far cheaper than retrofitting governance once a lender, a buyer or a regulator asks.",
        "Technically, this does not require an exotic platform. A cloud data warehouse or lakehouse, a geospatial extension for field boundaries, scheduled pipelines from each source and a small set of tested, documented tables will carry most organizations a long way. The discipline matters more than the tools: one field register, one crop calendar, one set of units, and data quality checks that run every day.",
      ],
    },
    {
      title: "Sensor data that earns its keep",
      icon: "cpu",
      subtitle: "Fewer, well-placed, well-maintained sensors beat blanket coverage",
      content: [
        "Soil moisture probes, weather stations, flow meters, tank levels and cold-store temperature loggers are now cheap enough that the hardware is rarely the constraint. What limits value is placement, calibration and maintenance. A probe installed in an unrepresentative corner of a block, or one that has drifted since last season, produces confident numbers that are simply wrong.",
        "Treat sensors as a network to be managed, not devices to be installed. Place them by management zone, based on soil maps or yield history, so that each probe represents an area that is irrigated or treated as one unit. Log installation depth, soil type and calibration date as metadata. Flag readings that flatline, jump implausibly or stop arriving, and route those alerts to whoever can visit the field.",
        "Connectivity in rural areas is patchy, so design for gaps. Devices should buffer readings and upload when a connection returns, and pipelines should accept late data without double counting. Models and dashboards should show when data is stale rather than silently carrying the last value forward for three days.",
        "Finally, keep the raw readings. Cleaning rules will improve over time, and a season of raw data is often what lets you re-derive a better irrigation threshold or train a model that was not planned when the sensors went in.",
      ],
    },
    {
      title: "Irrigation: from fixed schedules to evidence",
      icon: "zap",
      subtitle: "Combine soil moisture, weather and crop stage into daily recommendations",
      content: [
        "Irrigation is often the fastest place to show value because the decision is frequent, the cost is visible in water and energy bills, and the feedback is quick. Many farms still irrigate on a fixed schedule adjusted by experience. A data-driven approach combines crop water demand, estimated from weather data and crop stage, with soil moisture readings to recommend when to irrigate and how much.",
        "The recommendation does not need to be a black box. A transparent water balance model, with forecast evapotranspiration, rainfall, irrigation applied and the soil’s holding capacity, is easy to explain and easy to audit. Machine learning can then refine it, for example by learning how quickly a particular block dries out after a hot, windy day. Operators trust a system more when they can see why it suggested watering today rather than tomorrow.",
        "Begin with recommendations, not automation. Let the irrigation manager see the suggestion alongside their own plan for a few weeks, record which one they followed and why, and compare outcomes. Once the recommendations have proved themselves, automation can follow for the blocks and conditions where confidence is high, with clear override controls.",
        "Results vary widely with crop, climate and starting practice, so measure water and pumping energy against a baseline from the same blocks in comparable seasons rather than against a neighbor’s farm, and check that yield holds while you do.",
      ],
    },
    {
      title: "Yield forecasting planners can trust",
      icon: "trending-up",
      subtitle: "Ranges, regular updates and honest validation",
      content: [
        "Yield forecasts matter most to the people downstream of the field: cooperatives planning collection, processors booking capacity, traders committing volumes and lenders sizing credit. The useful inputs are usually historical yields by field, planting dates and varieties, weather to date and forecast, satellite vegetation indices through the season, and management events such as fertilizer and irrigation.",
        "Because each field yields only a handful of observations over the years, the best models pool information across many fields and seasons, and lean on well-understood agronomic features rather than hundreds of raw variables. A gradient boosted model over carefully engineered features, or a crop growth model corrected with machine learning, often beats a more complex approach trained on too little data.",
        "Forecasts should be published as ranges, not single numbers, and updated on a fixed cadence as the season unfolds. Early in the season, a wide range is the honest answer. By mid-season, with vegetation indices and weather to date, the range should narrow. Planners can then make decisions that match the confidence: provisional bookings early, firm commitments later.",
        "Validate the way the model will be used. Hold out entire seasons, not random rows, because a model that has seen this year’s weather in training will look far better than it will perform next year. Report the error at the point in the season when decisions are made, by crop and region, and keep a record of forecast against actual so accuracy is visible to everyone who relies on it.",
      ],
    },
    {
      title: "From field forecasts to supply plans",
      icon: "truck",
      subtitle: "Connecting harvest timing to collection, storage and sales",
      content: [
        "A yield forecast only creates value when it changes a plan. For aggregators and processors, that means translating field-level forecasts into expected volumes by week, by collection point and by quality grade, then feeding those into transport, storage, labor and sales planning.",
        "The data model that supports this is a chain: field, forecast volume and expected harvest window, collection route, intake site, storage capacity and buyer commitments. When these live in separate spreadsheets, every update means a round of phone calls. When they are joined in one dataset, a change in the harvest forecast for one region can automatically show which routes, cold rooms and contracts it affects.",
        "Build in the operational signals that forecasts miss. Farmers’ own harvest intentions, collected through a short weekly message, are often the best near-term predictor of when produce will actually arrive. Intake records from the first days of harvest are a strong correction signal for the rest of the season. Combining model forecasts with these human signals typically produces more reliable weekly plans than either alone.",
        "The payoff shows up in fewer empty or overloaded trucks, less produce waiting without cold storage, and fewer last-minute purchases on the spot market to fill gaps. Track these directly, week by week, because they are the numbers finance and operations leaders recognize.",
      ],
    },
    {
      title: "Farmer advisory that actually gets used",
      icon: "message",
      subtitle: "Timely, local, explained advice through channels farmers already use",
      content: [
        "Advisory services, whether run by cooperatives, input companies or public extension programs, have long been limited by the number of agronomists available. AI makes it possible to send timely, field-specific guidance to thousands of growers: a pest risk alert after a run of warm, humid nights, an irrigation reminder during a dry spell, or a reminder that the pre-harvest interval for a recent spray has not yet passed.",
        "The advice only works if it reaches people in a form they use. That usually means messaging, voice and SMS rather than a new app, in the local language, with short and specific recommendations. An explanation of why, such as the weather conditions that raised the risk, builds trust far faster than a bare instruction.",
        "Generative AI can answer farmers’ free-text and voice questions, but it must be grounded in a curated knowledge base of approved agronomic guidance, local product registrations and the farmer’s own field data. Questions about chemical rates, disease diagnosis from a photo or anything with safety implications should route to a human agronomist or be answered only from vetted content. The agronomist’s role shifts from answering routine questions to reviewing difficult cases and improving the guidance.",
        "Close the loop. Record what advice was sent, whether the farmer acted, and what happened next. That feedback is what turns an advisory service from a broadcast into a learning system, and it is also the evidence funders and partners will ask for.",
      ],
    },
    {
      title: "Measuring success and a realistic roadmap",
      icon: "check-circle",
      subtitle: "One season to prove value, two to scale it",
      content: [
        "Agricultural projects run on the crop calendar, so plan in seasons rather than sprints. Before the season, build the field register, connect the priority data sources and agree baselines. During the season, run one or two use cases in recommendation mode with a defined group of fields or farmers. After harvest, compare outcomes against the baseline and decide what to scale.",
        "Choose metrics the business already understands: water and energy per metric ton, forecast error at the decision point, truck and storage utilization, spot purchases avoided, advisory messages acted on, and input cost per hectare. Add data health metrics too, such as the share of fields with complete records and the share of sensors reporting reliably, because they predict whether next season’s models will be any better.",
        "Expect trade-offs. Finer field-level models need more data collection effort. Automation saves time but needs clear override rules. Sharing data across growers and buyers improves forecasts but requires consent and trust that must be earned.",
      ],
    },
    {
      title: "How Lumenfold helps",
      icon: "handshake",
      subtitle: "Data foundations first, then agents that fit the season",
      content: [
        `${foundersTrackRecord}, systems where identity, lineage and data quality are the product. We bring that same discipline to agricultural data: a shared field register, reliable pipelines from sensors and farm systems, governed access for growers and partners, and models validated the way they will be used.`,
        `On top of those foundations, agents take over the repetitive coordination work: sending field-specific advisory messages, collecting weekly harvest intentions from growers, chasing missing records and flagging sensors that have gone quiet. Today ${liveAgents}, and the same patterns of grounded answers, clear escalation to people and measured outcomes apply on the farm and in the pack house.`,
        "Agents for Agriculture & Farming are coming soon to the Lumenfold marketplace. Until they arrive, we build custom agents for farms and pack houses today, and because our agents share a common foundation, tailoring one to your crops, regions and channels is quick: our team once built two working agents in 30 minutes. If you are planning for next season, now is the time to agree the decisions you want to improve and get the data ready for them.",
      ],
    },
  ],
  relatedAgent: "agriculture-farming",
  relatedAgentTitle: "Agriculture & Farming agents",
  exploreButtonText: "Explore Agriculture & Farming",
};

export default article;
