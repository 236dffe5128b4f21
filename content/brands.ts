import type { Page } from "@/lib/content/types";

/** Brand pages for the main product lines: story, positioning, name origin and usage guidelines. */
export const brandPages: Page[] = [
  {
    path: "/brand/aetherion-core",
    kind: "landing",
    title: "Aetherion Core brand: story, name and usage",
    description: "The story of Aetherion Core, our quantum-classical operating stack: what it includes, where the name comes from, and how partners should refer to it.",
    keywords: ["Aetherion Core", "brand guidelines", "quantum operating stack", "trademark usage", "quantum cloud", "naming"],
    eyebrow: "Brand",
    heading: "Aetherion Core: the layer you should not have to think about",
    lede: "Aetherion Core is the software between a quantum algorithm and a superconducting chip at 20 millikelvin. It compiles, schedules, calibrates and corrects, so that the people using Orion-9 can think about their problem rather than about microwave pulses.",
    updated: "2026-05-06",
    theme: "quantum",
    facts: [
      { label: "Product line", value: "Quantum-classical operating stack and cloud" },
      { label: "Division", value: "Quantum Systems" },
      { label: "Named", value: "2019" },
      { label: "Current major version", value: "Aetherion Core 5" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The story",
        paragraphs: [
          "Aetherion Core began in 2015 as an internal scheduler written by Dr. Tobias Lindqvist so that two dilution refrigerators and a dozen physicists could share processor time without a spreadsheet. Over four years it acquired a compiler, a calibration service that re-measured each qubit several times a day, and an interface that let researchers outside the building submit jobs. By 2019 it was being used by more people outside the company than inside it, and it needed a name.",
          "The next step was the decoder. Error correction needs a classical computer to interpret each round of measurements in under a microsecond; otherwise errors pile up faster than they can be corrected. The Zurich team's decoders, later improved by machine-learning staff on rotation from AI Biotechnology, became part of the stack in 2023. With Aetherion Core 5 in 2026, cloud users run the same real-time error correction as our own researchers.",
        ],
      },
      {
        type: "features",
        heading: "What Aetherion Core includes",
        intro: "Positioning in one sentence: a dependable operating stack for people who measure what their quantum programs do, not a library of ready-made algorithms.",
        items: [
          { title: "Compiler", body: "Translates circuits into native gates for the tunable couplers of Orion-9 and Quantum Chip v3, and maps logical operations onto error-correcting codes." },
          { title: "Scheduler", body: "Shares processor time between users, including reserved blocks for long error-correction runs." },
          { title: "Calibration service", body: "Keeps gate fidelities near their median of 99.82% and publishes a calibration snapshot with every job." },
          { title: "Decoder", body: "Real-time error-correction decoding in under 1 µs per round, on FPGAs beside each processor." },
          { title: "Cloud access", body: "The hosted service, with a 99.95% monthly availability commitment." },
        ],
      },
      {
        type: "prose",
        heading: "Where the name comes from",
        paragraphs: [
          "Aether, from the Greek aithēr, the bright upper air, was for two centuries the medium physicists assumed must exist to carry light. In 1887 Albert Michelson and Edward Morley set out to measure Earth's motion through it and found nothing, a null result that helped open the way to relativity. The team chose the name with both meanings in mind. An operating stack, like the aether, should be everywhere and unnoticed; and the most useful experiment is often the one that tests an assumption everyone shares. Core marks it as the layer every other part of the quantum product family attaches to.",
        ],
      },
      {
        type: "table",
        heading: "Naming guidelines",
        columns: ["Write", "Do not write", "Why"],
        rows: [
          ["Aetherion Core", "AetherionCore, Aetherion-Core, AC", "The name is two words, both capitalized, and is not abbreviated in public material."],
          ["Aetherion Core 5", "Aetherion Core v5.0, AC5", "Major versions are written as a plain number after the name."],
          ["Aetherion Core cloud", "Aetherion Cloud", "The cloud is a way of using the stack, not a separate product."],
          ["runs on Aetherion Core", "powered by Aetherion", "Partners describe a technical relationship, not an endorsement."],
        ],
      },
      {
        type: "list",
        heading: "Usage rules for partners",
        items: [
          "Use the statement Compatible with Aetherion Core 5 only for software that has passed our published compatibility tests for that version.",
          "Do not combine the name with your own product name to form a new name, and do not alter the wordmark's letterforms, spacing or color.",
          "When citing performance figures such as decoder latency or availability, use the figures and conditions we publish, and link to the source page.",
          "Aetherion Core is a trademark of Tessellon Research, Inc. Include that sentence in printed material where the name appears prominently.",
        ],
      },
      {
        type: "links",
        heading: "Related pages",
        items: [
          { title: "Aetherion Core product page", href: "/aetherion-core", body: "Specifications, limits and access routes." },
          { title: "Aetherion Core 5 press release", href: "/press/aetherion-core", body: "Real-time decoding for cloud users." },
          { title: "Aetherion demo", href: "/demos/aetherion", body: "Check whether the decoder keeps up with a 1 µs cycle." },
          { title: "Media kit", href: "/media-kit", body: "Logo rules, colors and the logo pack on request." },
        ],
      },
    ],
  },
  {
    path: "/brand/hera-os",
    kind: "landing",
    title: "HeraOS brand: story, name and usage",
    description: "The story of HeraOS, our operating system for spacecraft autonomy and mission operations: what it includes, the origin of the name and how partners may use it.",
    keywords: ["HeraOS", "brand guidelines", "spacecraft operating system", "flight software", "naming", "trademark usage"],
    eyebrow: "Brand",
    heading: "HeraOS: one operating system, on board and on the ground",
    lede: "HeraOS is a real-time operating system for spacecraft autonomy that also runs the mission operations software on the ground. It has flown on 14 spacecraft, and it was named before anyone outside Toulouse had heard of it.",
    updated: "2026-06-23",
    theme: "space",
    facts: [
      { label: "Product line", value: "Spacecraft autonomy and mission operations" },
      { label: "Division", value: "Space Navigation, Toulouse" },
      { label: "Flight heritage", value: "14 spacecraft" },
      { label: "Assurance", value: "DO-178C DAL B process" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The story",
        paragraphs: [
          "When the Toulouse team started work in 2016, their task was navigation: the PX-series units that would later become PX10K. They soon found that a navigation unit able to fix its own position is of limited use if the spacecraft around it must still wait for the ground before acting. The autonomy software they wrote to test the unit, a small partitioned executive that scheduled tasks and watched for faults, turned out to be the more immediately useful product.",
          "Its first flight was in 2018 on a small Earth-observation satellite, as a secondary computer. By 2025 it had flown on 14 spacecraft and handled two safe-mode events on a lunar transfer without a command from the ground. Along the way the team made a decision that now defines the product: the same scheduling core and the same fault rules run on the spacecraft and in the control room, so that operators and software describe the mission in the same terms.",
        ],
      },
      {
        type: "features",
        heading: "What HeraOS includes",
        intro: "Positioning: dependable autonomy for missions that cannot wait for the ground, written so that every decision can be reviewed.",
        items: [
          { title: "Flight kernel", body: "A partitioned real-time kernel with time and space isolation, supporting single-core and multi-core radiation-tolerant processors." },
          { title: "Fault management", body: "Declarative detection, isolation and recovery rules that engineers can read, compiled and verified with the flight software." },
          { title: "Navigation integration", body: "Native support for PX10K and other navigation sensors for autonomous orbit determination." },
          { title: "Ground segment", body: "The operations software used in our Toulouse center, sharing rules, names and schedules with the flight software." },
        ],
      },
      {
        type: "prose",
        heading: "Where the name comes from",
        paragraphs: [
          "The project began under the working name HERA, an acronym for Hierarchical Executive for Resilient Autonomy, chosen by the first four engineers on a whiteboard in Toulouse. When it became a product in 2019, the acronym was retired, because nobody could remember it, and the name was kept because everybody could. It is written as one word, HeraOS, to make clear that it is a product name and not a description. HeraOS has no connection with other space missions, programs or companies that use the name Hera, and partners should not suggest one.",
        ],
      },
      {
        type: "table",
        heading: "Naming guidelines",
        columns: ["Write", "Do not write", "Why"],
        rows: [
          ["HeraOS", "Hera OS, HERA-OS, HERAOS, Hera", "One word, with capital H, O and S, in every context."],
          ["HeraOS 6", "HeraOS v6, HeraOS Version Six", "Major versions are written as a plain number."],
          ["developed under a DO-178C DAL B process", "DO-178C certified", "Certification applies to a complete system approved by an authority, not to an operating system on its own."],
          ["flies HeraOS", "HeraOS-qualified spacecraft", "Qualification belongs to a mission, and is the mission owner's statement to make."],
        ],
      },
      {
        type: "list",
        heading: "Usage rules for partners",
        items: [
          "When stating flight heritage, use the number of spacecraft we publish, with its date, not a figure from an earlier document.",
          "Mission partners may say that their spacecraft flies HeraOS once it has launched; before launch, say that it will fly HeraOS.",
          "Do not describe HeraOS as making decisions the mission's own rules do not define; its autonomy is the autonomy written into those rules.",
          "HeraOS is a trademark of Tessellon Research, Inc. Use the wordmark only as supplied by the press office on request, unaltered.",
        ],
      },
      {
        type: "links",
        heading: "Related pages",
        items: [
          { title: "HeraOS 6 press release", href: "/press/hera-os", body: "Verified fault management for autonomy." },
          { title: "HeraOS demo", href: "/demos/heraos", body: "Fault detection in a simulated mission." },
          { title: "Mission operations", href: "/hubs/space/mission-operations", body: "The operations center that runs on HeraOS." },
          { title: "Space products", href: "/products/space", body: "Licensing and integration." },
        ],
      },
    ],
  },
  {
    path: "/brand/lucy-ai",
    kind: "landing",
    title: "Lucy AI brand: story, name and usage",
    description: "The story of Lucy AI, our foundation model for biology and chemistry: what it includes, why it is named after a fossil, and how partners should refer to it.",
    keywords: ["Lucy AI", "brand guidelines", "foundation model", "AI for biology", "naming", "responsible AI"],
    eyebrow: "Brand",
    heading: "Lucy AI: reading biology from incomplete evidence",
    lede: "Lucy AI is a 34-billion-parameter foundation model for proteins, RNA and small molecules, used in more than 60 laboratories. It is named after a skeleton that is only partly there, which is a fair description of what biological data usually looks like.",
    updated: "2026-09-16",
    theme: "ai",
    facts: [
      { label: "Product line", value: "Scientific foundation model and discovery service" },
      { label: "Division", value: "AI Biotechnology, Singapore" },
      { label: "Parameters", value: "34 billion" },
      { label: "Laboratories using it", value: "More than 60" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The story",
        paragraphs: [
          "Lucy AI started in the Boston Lab in 2019 as a protein language model trained to predict which variants of an enzyme would fold. The team, led by Dr. Rafael Medina, needed it for GenovaX, where capsid proteins had to be redesigned faster than laboratory screening allowed. Each version was tested in the Boston biofoundry, and each test added measured data, good and bad, to the next version's training.",
          "It grew in two directions: from proteins to RNA and small molecules, and from an internal tool to a product. Outside laboratories began using it in 2022. Today it is offered as a cloud service for teams with their own computational scientists, and as the Lucy AI discovery service for those without. Inference runs on geothermal power in our Reykjavik data hall. It is trained on licensed and public data, and customer data is never used for training without written consent.",
        ],
      },
      {
        type: "features",
        heading: "What Lucy AI includes",
        intro: "Positioning: a model that proposes, ranks and predicts, with its failure rates published; the decisions stay with scientists and laboratories.",
        items: [
          { title: "Protein tasks", body: "Variant ranking, structure prediction and design of binders and enzymes." },
          { title: "RNA tasks", body: "Messenger RNA and guide RNA design, and short regulatory sequences that act in chosen cell types." },
          { title: "Small-molecule tasks", body: "Property prediction and ranking within drug-like chemical space." },
          { title: "Safeguards", body: "Screening of outputs against sequences of concern, refusal and review of harmful requests, and a failure report for every task in the documentation." },
        ],
      },
      {
        type: "prose",
        heading: "Where the name comes from",
        paragraphs: [
          "In 1974, in the Afar region of Ethiopia, paleoanthropologists found about 40% of the skeleton of an Australopithecus afarensis who had lived some 3.2 million years earlier. The team named her Lucy, after a song that was playing in their camp that night. From those partial remains, a great deal was learned about how early hominins walked. The model's first developers chose the name for that reason: biology is almost always inferred from incomplete evidence, and a good model, like a good paleontologist, says what the evidence supports and where it runs out.",
        ],
      },
      {
        type: "table",
        heading: "Naming guidelines",
        columns: ["Write", "Do not write", "Why"],
        rows: [
          ["Lucy AI", "LucyAI, LUCY, Lucy-AI", "Two words; Lucy alone is acceptable only after Lucy AI has been written in full."],
          ["designed with Lucy AI", "designed by Lucy, Lucy discovered", "The model proposes; people decide and laboratories confirm. Do not describe the model as a person."],
          ["Lucy AI discovery service", "Lucy Labs, Lucy Discovery", "The service has one name."],
          ["predicted by Lucy AI, version and date", "AI-validated", "A prediction is not a validation; cite the model version used."],
        ],
      },
      {
        type: "list",
        heading: "Usage rules for partners",
        items: [
          "Publications that use Lucy AI should name the model version and the task, so that results can be reproduced.",
          "Models fine-tuned from Lucy AI under license may be described as built on Lucy AI, but may not use the name Lucy in their own names.",
          "Do not make medical claims for designs produced with Lucy AI; therapeutic benefit is shown in trials, not by a model.",
          "Lucy AI is a trademark of Tessellon Research, Inc.",
        ],
      },
      {
        type: "links",
        heading: "Related pages",
        items: [
          { title: "Lucy AI press release", href: "/press/lucy-ai", body: "RNA design and a failure report for every task." },
          { title: "Lucy demo", href: "/demos/lucy", body: "Check a stability ranking against measurements in the browser." },
          { title: "AI hub", href: "/hubs/ai", body: "Machine learning across our divisions." },
          { title: "AI drug discovery service", href: "/products/ai-drug-discovery", body: "Lucy AI run by our scientists for your target." },
        ],
      },
    ],
  },
  {
    path: "/brand/genovax",
    kind: "landing",
    title: "GenovaX brand: story, name and usage",
    description: "The story of GenovaX, our platform for AI-designed gene therapy and regenerative medicine: what it covers, the meaning of the name and the rules for partners.",
    keywords: ["GenovaX", "brand guidelines", "gene therapy platform", "regenerative medicine", "clinical programs", "naming"],
    eyebrow: "Brand",
    heading: "GenovaX: where AI design meets clinical medicine",
    lede: "GenovaX is the name of our platform for AI-designed gene therapies and regenerative medicines, and of the clinical programs that come from it. Because those programs involve patients, its naming rules are stricter than those of any other product line we have.",
    updated: "2026-10-20",
    theme: "biotech",
    facts: [
      { label: "Product line", value: "Gene therapy and regenerative medicine platform" },
      { label: "Division", value: "AI Biotechnology" },
      { label: "Named", value: "2020" },
      { label: "Clinical programs", value: "GX-101 (Phase II), GX-204 (Phase I)" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The story",
        paragraphs: [
          "By 2020 the biofoundry in Boston and the modeling team in Singapore had built a working loop: Lucy AI proposed capsids, promoters and payloads for gene therapies, the biofoundry tested them, and the results improved the next proposals. The first candidate from that loop, a retinal therapy, was heading toward studies that would support a clinical trial. The loop and the programs coming out of it needed a name that patients, regulators and partners would see for many years.",
          "That candidate became GX-101, for retinal degeneration, which entered Phase II in 2025. GX-204, for regeneration of heart muscle after a heart attack, is in Phase I. Neither has yet shown benefit in patients. The GenovaX name is therefore attached to investigational therapies, and everything about how it is used follows from that fact.",
        ],
      },
      {
        type: "features",
        heading: "What GenovaX covers",
        intro: "Positioning: a disciplined route from design to clinic for therapies that repair tissue, measured at every step and reported whatever the result.",
        items: [
          { title: "The design platform", body: "The design-build-test loop combining Lucy AI with the Boston biofoundry, available to partners through licensing and co-development." },
          { title: "Clinical programs", body: "Programs numbered GX-101 onward, each led medically by the Chief Medical Officer and overseen by an independent data monitoring committee." },
          { title: "Licensed designs", body: "Validated capsids and regulatory sequences licensed to partners for tissues outside our own programs." },
        ],
      },
      {
        type: "prose",
        heading: "Where the name comes from",
        paragraphs: [
          "The name joins three parts. Geno comes from the genome, the material the therapies deliver. Nova is Latin for new, and also the astronomers' word for a star that suddenly brightens: the image the team had in mind was a cell regaining a capacity it had lost. The capital X marks a crossing, of computational design with clinical medicine, and the unknown that every trial exists to resolve. Program codes use its initials: GX, followed by a three-digit number whose first digit indicates the therapeutic area.",
        ],
      },
      {
        type: "table",
        heading: "Naming guidelines",
        columns: ["Write", "Do not write", "Why"],
        rows: [
          ["GenovaX", "Genovax, GenoVax, Genova X, GENOVAX", "One word, capital G and capital X."],
          ["GX-101", "GX101, GenovaX-101", "Program codes take a hyphen and no platform prefix."],
          ["investigational gene therapy", "new treatment, cure, breakthrough therapy", "No GenovaX therapy is approved; only regulators may grant the term breakthrough therapy."],
          ["capsid licensed from the GenovaX platform", "GenovaX inside, a GenovaX therapy", "A partner's product is the partner's own; the platform supplied a component."],
        ],
      },
      {
        type: "list",
        heading: "Usage rules for partners",
        items: [
          "Any partner material that names a GenovaX program must be reviewed by the office of the Chief Medical Officer before publication.",
          "State the trial phase and that the therapy is investigational whenever a program is named.",
          "Do not publish or imply efficacy results before they have been released by us or presented at a scientific meeting.",
          "Patient-facing material follows separate guidelines, available from the press office on request.",
          "GenovaX is a trademark of Tessellon Research, Inc.",
        ],
      },
      {
        type: "links",
        heading: "Related pages",
        items: [
          { title: "The GenovaX platform", href: "/hubs/biotechnology/genovax", body: "How the design loop works." },
          { title: "Therapeutic pipeline", href: "/hubs/biotechnology/therapeutic-pipeline", body: "Every program and its next milestone." },
          { title: "GenovaX demo", href: "/demos/genovax", body: "Analyze a DNA sequence in the browser." },
          { title: "Media kit", href: "/media-kit", body: "Logo rules, colors and the logo pack on request." },
        ],
      },
    ],
  },
];
