import type { Page } from "@/lib/content/types";

/** The demo gallery, ten product demonstrations, and internal tool pages. */
export const demoPages: Page[] = [
  {
    path: "/demos",
    kind: "landing",
    title: "Product demos: a working tool for each of ten products",
    description: "A working tool to try in your browser for each of ten products, from Orion-9 and Lucy AI to HeraOS and EchoNet, and live demonstrations through a consultation.",
    keywords: ["product demos", "demonstrations", "Orion-9", "Lucy AI", "HeraOS", "EchoNet", "Helios Autonomy"],
    eyebrow: "Demos",
    heading: "Try a working part of each product before you talk to us",
    lede: "Each page sets out one realistic scenario and lets you try a working part of the product in your browser; the full scenario is shown in a live demonstration, booked through a consultation. Every page says what is computed for real and what is simulated, so that you know exactly what you are looking at.",
    updated: "2026-10-30",
    theme: "company",
    facts: [
      { label: "Product demos", value: "10, each with a tool that runs in your browser" },
      { label: "Technology demos", value: "5, one per core technology" },
      { label: "Account needed", value: "No, for the tools on these pages" },
      { label: "Live demos", value: "Arranged through a consultation" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "How these demos are built",
        paragraphs: [
          "A demonstration that hides its assumptions is an advertisement. Ours are built by the engineers who build the products, and each page answers the same four questions: what scenario it follows, what a live demonstration shows, what data it uses, and what is simulated rather than real. Where a live demonstration runs production software, we say which version. Where it replays recorded data, we say when and how the data was collected and what was removed to protect customers.",
          "Each product demo below describes a product doing its job in a specific situation and lets you run one working part of it in your browser, such as a calculator, a simulator or a route planner; the full scenario is shown by an engineer in a booked demonstration. The five technology demos, linked at the end, are different: they let you change the parameters of a simplified physical or mathematical model to understand the science underneath.",
        ],
      },
      {
        type: "links",
        heading: "Quantum and secure communications",
        items: [
          { title: "Orion-9 QPU", href: "/demos/orion-9-qpu", body: "Explore a calibration map of 256 qubits generated to match the published medians, simulate circuits of up to six qubits, and predict GHZ fidelity from 2 to 64 qubits." },
          { title: "Aetherion Core", href: "/demos/aetherion", body: "See whether the real-time decoder keeps up with a 1 µs syndrome cycle. A chemistry circuit's full path through the stack is shown in a booked demonstration." },
          { title: "EchoNet", href: "/demos/echonet", body: "Calculate the size and duration of a hybrid post-quantum handshake and a key rotation on each link type. The water utility scenario is shown in a booked demonstration." },
        ],
      },
      {
        type: "links",
        heading: "AI biotechnology",
        items: [
          { title: "Lucy AI", href: "/demos/lucy", body: "Check a stability model's ranking against measurements on a simulated panel of 96 variants. Lucy AI's own predictions are shown in a booked demonstration." },
          { title: "GenovaX", href: "/demos/genovax", body: "Analyze a DNA sequence you paste: GC content, translation and open reading frames. The 13 design rounds of GX-101 are shown in a booked demonstration." },
          { title: "Athena Clinical", href: "/demos/athena-clinical", body: "Calculate the sample size and power of a two-arm trial and simulate 10,000 trials of it. The comparison of a fixed and an adaptive design is shown in a booked demonstration." },
        ],
      },
      {
        type: "links",
        heading: "Space, navigation and energy",
        items: [
          { title: "HeraOS", href: "/demos/heraos", body: "Inject a wheel or sensor fault into a simplified model of HeraOS fault management and follow it to recovery. The flight software runs in a booked demonstration." },
          { title: "PX Phantom", href: "/demos/px-phantom", body: "Plan the shortest route around shoals you draw on a chart, with the A* algorithm. The 72-hour sea trial without satellite navigation is shown in a booked demonstration." },
          { title: "Phantom", href: "/demos/phantom", body: "Compute how the cold-atom interferometer turns falling atoms into an acceleration measurement, and the stability of a simulated stream of shots." },
          { title: "Helios Autonomy", href: "/demos/helios-autonomy", body: "Simulate a month at a solar-plus-storage site, rule-based against forecast-based battery control. The replay of a real 180 MW site is shown in a booked demonstration." },
        ],
      },
      {
        type: "links",
        heading: "Technology demos",
        items: [
          { title: "Surface code simulator", href: "/demo/quantum-computing", body: "Error rates, code distance and the threshold." },
          { title: "Design loop simulator", href: "/demo/ai-biotechnology", body: "Batch size, noise and exploration in AI-guided design." },
          { title: "Pulsar navigation simulator", href: "/demo/space-navigation", body: "Position from pulse arrival times." },
          { title: "Dispatch simulator", href: "/demo/green-technology", body: "A solar plant, a battery and a forecast." },
          { title: "Hybrid handshake", href: "/demo/secure-communications", body: "What each half of a hybrid key exchange protects." },
        ],
      },
      { type: "listing", of: "pages", under: "/demos" },
      {
        type: "cta",
        heading: "Want to see it with your own data?",
        body: "A live demonstration is run by an engineer from the product team, on your scenario where possible. Start with a consultation and tell us what you need to see.",
        primary: { label: "Book a consultation", href: "/consultation" },
        secondary: { label: "Interactive tools", href: "/interactive-tools" },
      },
    ],
  },
  {
    path: "/demos/genovax",
    kind: "demo",
    title: "GenovaX demo: the GX-101 design history",
    description: "GenovaX sequence tools for any DNA you paste: GC content, reverse complement, translation and ORFs; a booked demonstration shows the GX-101 design history.",
    keywords: ["GenovaX demo", "GX-101", "gene therapy design", "AAV capsid", "retinal degeneration", "clinical trial"],
    eyebrow: "Product demo: GenovaX",
    heading: "How GX-101 was designed, round by round",
    lede: "A live demonstration replays the design history of our lead gene therapy program, from the first model-generated proposals in late 2019 to the candidate fixed in May 2021, using the measurements that decided each step.",
    updated: "2026-10-20",
    theme: "biotech",
    facts: [
      { label: "Program", value: "GX-101, retinal degeneration, Phase II" },
      { label: "Design rounds in the live demo", value: "13" },
      { label: "Data", value: "Preclinical only; no patient data" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The scenario",
        paragraphs: [
          "GX-101 aims to treat late-stage retinal degeneration by in vivo reprogramming: an adeno-associated virus (AAV) delivers a payload to Müller glia, support cells that survive in the degenerating retina, and guides some of them to become rod-like photoreceptors. Two things had to be designed together: a capsid, the protein shell that decides which cells are reached, and a payload, the genetic instructions and the promoter that switches them on only in the intended cells.",
          "The demo starts at round one with 2,400 capsid variants proposed by an early version of Lucy AI and ends at round thirteen with the single capsid and payload that went into IND-enabling studies. You move through the rounds on a timeline.",
        ],
      },
      {
        type: "prose",
        heading: "Try it here",
        paragraphs: [
          "The design history is shown in a live walk-through. Below are the sequence tools a GenovaX designer uses on every candidate, running in your browser on any DNA sequence you paste: length and GC content (whole and in sliding windows), the reverse complement, translation with the standard genetic code in any of the six reading frames, and the open reading frames on both strands.",
        ],
      },
      { type: "demo", demo: "genovax" },
      {
        type: "features",
        heading: "What a live demonstration shows",
        items: [
          { title: "The candidate funnel", body: "How many variants were proposed, built, tested in cells, tested in retinal organoids and tested in mice in each round, and why the rest were dropped." },
          { title: "Cell targeting maps", body: "For each leading capsid, the share of Müller glia, photoreceptors, retinal pigment epithelium and other cells reached. Off-target reach was a reason for rejection as often as low efficiency." },
          { title: "Model against measurement", body: "Lucy AI's predicted ranking next to the measured ranking for each round, with the correlation between them. It was weak in early rounds and improved as data accumulated." },
          { title: "The final result", body: "In mouse models the chosen payload converted between 6% and 11% of transduced Müller glia into cells expressing rod markers, and treated eyes recovered light responses that untreated eyes did not." },
        ],
      },
      {
        type: "specs",
        heading: "Data in the live demonstration",
        rows: [
          { label: "Real", value: "Design-round counts, targeting measurements and mouse results from our preclinical records, summarized and rounded" },
          { label: "Withheld", value: "Capsid sequences and payload details, which are confidential" },
          { label: "Simulated", value: "The what-if panel, where Lucy AI predicts how a different choice in an early round might have played out; these are predictions, never tested" },
          { label: "Not included", value: "Any data from the GX-101 clinical trials, which are reported only through regulators and peer review" },
        ],
      },
      {
        type: "faq",
        heading: "If you arrived here looking for a clinical trial",
        items: [
          { question: "Can I join the GX-101 trial?", answer: "Enrollment is handled by the clinical sites and their physicians, who decide eligibility. Your eye specialist can look up the trial in public trial registries. We cannot advise on individual medical situations." },
          { question: "What stage are the programs at?", answer: "GX-101 for retinal degeneration has been in Phase II since February 2025. GX-204 for cardiac regeneration is in Phase I; its first cohort completed dosing in October 2025." },
          { question: "Does this demo show trial results?", answer: "No. Clinical data is reported through regulators and peer-reviewed publication, not in demonstrations." },
        ],
      },
      {
        type: "cta",
        heading: "Discuss a GenovaX partnership",
        body: "Partners who license GenovaX designs or co-develop programs get a live walk-through of the platform on their own target, led by the Singapore team.",
        primary: { label: "Book a consultation", href: "/consultation" },
        secondary: { label: "Therapeutic pipeline", href: "/hubs/biotechnology/therapeutic-pipeline" },
      },
    ],
  },
  {
    path: "/demos/aetherion",
    kind: "demo",
    title: "Aetherion Core demo: from circuit to decoded result",
    description: "Model Aetherion Core's real-time decoder against a 1 µs syndrome cycle; a booked demonstration follows a chemistry circuit through the whole stack.",
    keywords: ["Aetherion Core demo", "quantum compiler", "quantum scheduler", "real-time decoder", "Orion-9", "quantum cloud"],
    eyebrow: "Product demo: Aetherion Core",
    heading: "One circuit through the whole quantum stack",
    lede: "Aetherion Core sits between a researcher's program and the qubits. A live demonstration follows a single job through each layer and shows what each one changes, how long it takes and what can go wrong.",
    updated: "2026-09-15",
    theme: "quantum",
    facts: [
      { label: "Live demo software", value: "Aetherion Core 5" },
      { label: "Live demo target", value: "Orion-9, calibration snapshot" },
      { label: "Example job", value: "Ground-state energy of a hydrogen chain" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The scenario",
        paragraphs: [
          "A chemist wants the ground-state energy of a chain of four hydrogen atoms at several bond lengths, a standard benchmark that classical methods solve exactly and therefore a good check. She writes a variational circuit of 8 qubits in an ordinary Python notebook and submits it to Orion-9 through the cloud. The demo then shows what happens to that job, layer by layer, until a number comes back with an error bar.",
          "A second track repeats the story for an error-corrected job: a distance-5 logical qubit held in memory for 50 cycles, where the decoder has to keep up with the machine in real time.",
        ],
      },
      {
        type: "prose",
        heading: "Try it here",
        paragraphs: [
          "Below, a model of the decoding track runs in your browser: syndrome rounds arrive every 1 µs and each takes a random time to decode. Set the decoder's median time and how heavy its tail is, and see each round's latency against the 1 µs budget, how many rounds miss it, and how a queue builds once slow rounds pile up.",
        ],
      },
      { type: "demo", demo: "aetherion" },
      {
        type: "steps",
        heading: "What a live demonstration shows",
        items: [
          { title: "Compilation", body: "The circuit before and after translation into Orion-9's native gates: single-qubit rotations and controlled-Z gates through tunable couplers. The gate count and estimated circuit fidelity are shown at each optimization pass." },
          { title: "Mapping", body: "The qubits chosen on the 256-qubit layout, picked from the day's calibration to avoid weak couplers. You can force a worse mapping and see the estimated fidelity fall." },
          { title: "Scheduling", body: "The job's place in the queue, the calibration it waits for, and how 4,000 repetitions are batched to finish within one calibration window." },
          { title: "Decoding", body: "For the error-corrected track, the syndrome stream arriving each cycle and the decoder's response, with its latency per round plotted against the 1 µs budget." },
          { title: "Result", body: "Energies at each bond length compared with the exact answer, with and without error mitigation." },
        ],
      },
      {
        type: "specs",
        heading: "Data in the live demonstration",
        rows: [
          { label: "Real", value: "The compiler, mapper and decoder are Aetherion Core 5 code running on our servers; the calibration snapshot comes from an Orion-9 cloud system" },
          { label: "Recorded", value: "Hardware results for both tracks were measured on Orion-9 and are replayed, with the date of the run shown" },
          { label: "Simulated", value: "If you edit the circuit or mapping, the new job runs on a noise simulator configured from the same calibration, not on the processor" },
          { label: "Not shown", value: "Other users' jobs in the queue, which are replaced by placeholders of realistic size" },
        ],
      },
      {
        type: "prose",
        heading: "What to notice",
        paragraphs: [
          "Most of the improvement in the final answer comes from choices made before a single pulse is played: a mapping that avoids two weak couplers can matter more than a clever algorithm. The decoder view shows the other half of the story. In the error-corrected track, a decoder that misses its 1 µs budget even occasionally causes a backlog, and the logical error rate rises even though the qubits have not changed.",
        ],
      },
      {
        type: "cta",
        heading: "Run your own circuit",
        body: "A consultation sets up a sandbox cloud account with processor time on Orion-9 and a session with an Aetherion Core engineer.",
        primary: { label: "Book a consultation", href: "/consultation" },
        secondary: { label: "About Aetherion Core", href: "/aetherion-core" },
      },
    ],
  },
  {
    path: "/demos/echonet",
    kind: "demo",
    title: "EchoNet demo: a post-quantum mesh for a water utility",
    description: "Calculate EchoNet's hybrid post-quantum handshake and key rotation times on fiber, microwave and radio; a booked demonstration runs the water utility scenario.",
    keywords: ["EchoNet demo", "post-quantum network", "mesh networking", "critical infrastructure", "key rotation", "water utility"],
    eyebrow: "Product demo: EchoNet",
    heading: "A post-quantum network for a water utility",
    lede: "A regional water utility connects its treatment plant, pumping stations and reservoirs over EchoNet. In a live demonstration you take the operator's seat for a shift in which a key rotation and a cable cut happen at the same time.",
    updated: "2026-10-21",
    theme: "security",
    facts: [
      { label: "Sites in the scenario", value: "14" },
      { label: "Cryptography", value: "ML-KEM-768 with X25519, ML-DSA-65" },
      { label: "Live demo console", value: "Production EchoNet console in demo mode" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The scenario",
        paragraphs: [
          "The utility runs one treatment plant, nine pumping stations and four reservoirs spread over about 60 km. Its control system polls each site every two seconds and sends set-points to pumps and valves. Links are a mix of leased fiber, licensed microwave and, at two remote reservoirs, a 64 kbit/s radio link. Until last year the sites were joined by classical VPN tunnels; EchoNet replaced them with a mesh in which every node can relay for its neighbors and every session is established with a hybrid post-quantum handshake.",
          "The shift begins with the scheduled daily key rotation. Halfway through, a contractor's excavator cuts the fiber between the treatment plant and the largest pumping station.",
        ],
      },
      {
        type: "prose",
        heading: "Try it here",
        paragraphs: [
          "Below, a calculator runs in your browser with the real message sizes of the hybrid handshake (X25519 with ML-KEM-768, ML-DSA-65 signatures): bytes per handshake, its duration on fiber, microwave and the 64 kbit/s radio link, and how long a key rotation of several sessions takes there, with and without cached certificates and mutual authentication.",
        ],
      },
      { type: "demo", demo: "echonet" },
      {
        type: "features",
        heading: "What a live demonstration shows",
        items: [
          { title: "Topology map", body: "Every node and link, colored by health, with the path each control session currently takes. When the fiber is cut, the affected sessions move to the microwave path within about 400 ms." },
          { title: "Handshake log", body: "Each session's key exchange, with message sizes and duration. On the 64 kbit/s radio links you can see why certificates are cached: a full handshake there takes over a second." },
          { title: "Control message ledger", body: "Every set-point and poll sent during the shift, confirming that none was lost or delivered twice during rerouting and rotation." },
          { title: "Alarms and evidence", body: "The alarms an operator sees, and the signed audit record a security team would later review." },
        ],
      },
      {
        type: "specs",
        heading: "Data in the live demonstration",
        rows: [
          { label: "Real", value: "The EchoNet management console and node software, running in demo mode on our servers; the cryptography is the same code as the validated module" },
          { label: "Modeled on", value: "The shape of a real deployment, anonymized: site names, distances and addresses are invented" },
          { label: "Simulated", value: "The network links, the industrial control traffic and the fiber cut" },
          { label: "Not included", value: "Customer configurations, logs or keys of any kind" },
        ],
      },
      {
        type: "prose",
        heading: "What to notice",
        paragraphs: [
          "The interesting moment is the overlap. Rotation and rerouting both create new sessions, and a network that handled them one at a time would queue control traffic while it caught up. EchoNet keeps the old session alive until the new one is confirmed on the new path, so the ledger shows no gap. You can also try the mistake operators fear: disabling the microwave backup before the cut. The two affected stations then fall back to local control, as their safety design requires, and the console says so plainly.",
        ],
      },
      {
        type: "cta",
        heading: "See EchoNet on your own topology",
        body: "For a live demo, send us a sketch of your sites and links. An engineer from Zurich will build it in the console and walk you through a migration plan.",
        primary: { label: "Book a consultation", href: "/consultation" },
        secondary: { label: "Migration playbook", href: "/blog/post-quantum-migration-playbook" },
      },
    ],
  },
  {
    path: "/demos/heraos",
    kind: "demo",
    title: "HeraOS demo: fault recovery during a lunar transfer",
    description: "Inject a wheel or sensor fault into a simplified model of HeraOS fault management and follow it to recovery; the flight build runs in a booked demonstration.",
    keywords: ["HeraOS demo", "spacecraft autonomy", "fault management", "flight software", "lunar transfer", "mission operations"],
    eyebrow: "Product demo: HeraOS",
    heading: "A reaction wheel fails mid-burn. What does the spacecraft do?",
    lede: "A live demonstration runs HeraOS 6 on an emulated flight computer while a simulated spacecraft performs a lunar transfer burn. A reaction wheel fails twenty seconds in, with no ground contact for the next eleven minutes.",
    updated: "2026-07-08",
    theme: "space",
    facts: [
      { label: "Live demo software", value: "HeraOS 6 flight build" },
      { label: "Live demo flight computer", value: "Emulated, cycle-accurate" },
      { label: "Ground contact gap", value: "11 minutes" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The scenario",
        paragraphs: [
          "A 900 kg spacecraft performs a 14-minute engine burn to leave Earth orbit for the Moon. Attitude is held by four reaction wheels. Twenty seconds after ignition, wheel 3's bearing begins to seize: its speed drops and its current rises. The ground station has just lost sight of the spacecraft behind the Earth, so every decision for the next eleven minutes must be made on board.",
          "HeraOS must decide whether the symptoms indicate a real failure or a sensor fault, whether to abort the burn, and how to keep control on three wheels and thrusters. A wrong abort costs the mission a week; a wrong continuation could leave the spacecraft tumbling.",
        ],
      },
      {
        type: "prose",
        heading: "Try it here",
        paragraphs: [
          "Below, a simplified model of the fault-management chain runs in your browser: choose the fault (a seizing wheel or a failing speed sensor) and when it happens, set the monitor's limit and how many consecutive 10 Hz samples it needs, and remove the reconfiguration rule if you like. The timeline shows detection, the cross-check, isolation and recovery with their times, and the plot shows the wheel speed, motor current and pointing error.",
        ],
      },
      { type: "demo", demo: "heraos" },
      {
        type: "steps",
        heading: "What a live demonstration shows",
        items: [
          { title: "Telemetry as the spacecraft sees it", body: "Wheel speeds, currents, attitude error and engine data at 10 Hz, exactly as HeraOS receives them." },
          { title: "Detection", body: "The monitor that flags wheel 3 after two consecutive out-of-limit samples, and the cross-check against the attitude error that rules out a faulty sensor." },
          { title: "Decision", body: "The fault-management rule that fires, shown in its readable form, with the conditions that were checked. HeraOS 6 reconfigures to three wheels plus thrusters and continues the burn." },
          { title: "Partitions", body: "Processor load in each time partition of the operating system. The attitude control partition never misses a deadline, even while fault management runs." },
          { title: "Ground view", body: "What the Toulouse operators see when contact returns: a complete record of what happened and why, before they ask." },
        ],
      },
      {
        type: "specs",
        heading: "Data in the live demonstration",
        rows: [
          { label: "Real", value: "The HeraOS 6 flight build, unmodified, and a representative fault-management rule set" },
          { label: "Emulated", value: "The flight computer, at instruction level, so timing behavior matches hardware" },
          { label: "Simulated", value: "The spacecraft, its dynamics, sensors, engine and the failing wheel, from our mission test bench models" },
          { label: "Not real", value: "The mission; it is built for this demo and resembles none of the 14 spacecraft that have flown HeraOS" },
        ],
      },
      {
        type: "prose",
        heading: "Variations you can try",
        paragraphs: [
          "You can replay the scenario with the wheel failing during the last minute of the burn, when HeraOS chooses to finish on thrusters alone, or with a faulty speed sensor instead of a failing wheel, when it rejects the alarm and carries on. A third variation removes one of the rules, so you can see how HeraOS 6 behaves when no rule covers a situation: it enters a predefined safe mode and waits for the ground.",
        ],
      },
      {
        type: "cta",
        heading: "Test HeraOS against your mission",
        body: "Mission partners can run their own fault scenarios on the test bench in Toulouse. Integrations begin with a consultation and a mission review.",
        primary: { label: "Book a consultation", href: "/consultation" },
        secondary: { label: "Mission readiness", href: "/hubs/space/mission-readiness" },
      },
    ],
  },
  {
    path: "/demos/lucy",
    kind: "demo",
    title: "Lucy AI demo: stabilizing an enzyme",
    description: "Check a stability model's top picks against measurements on a simulated panel of 96 variants; Lucy AI's own predictions are shown in a booked demonstration.",
    keywords: ["Lucy AI demo", "protein design", "enzyme stability", "foundation model", "mutation scoring"],
    eyebrow: "Product demo: Lucy AI",
    heading: "Make an enzyme survive the heat, with Lucy AI",
    lede: "Industrial enzymes often fail because they unfold at the temperatures where processes run efficiently. In a live demonstration you use Lucy AI to propose stabilizing mutations, then check its advice against laboratory measurements.",
    updated: "2026-08-27",
    theme: "ai",
    facts: [
      { label: "Model", value: "Lucy AI, 34B parameters" },
      { label: "Proteins in the live demo", value: "8 public enzymes" },
      { label: "Measured variants", value: "96 per enzyme, from our biofoundry" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The scenario",
        paragraphs: [
          "A process engineer wants to run an enzymatic step at 65 °C instead of 45 °C, which would cut reaction time and contamination risk, but the wild-type enzyme loses half its activity within ten minutes at that temperature. She has budget to test about 100 variants. Which ones should she make?",
          "You choose one of eight well-studied public enzymes, including a lipase and a plastic-degrading hydrolase, and ask Lucy AI to score every possible single mutation for its effect on stability while preserving the active site.",
        ],
      },
      {
        type: "prose",
        heading: "Try it here",
        paragraphs: [
          "Below, the evaluation behind that comparison runs in your browser on a simulated panel of 96 variants: set how closely a model's scores follow the measurements and how many top variants you compare, and see how many of its top picks are in the measured top list, what chance alone would give, the probability of doing that well at random, and the rank correlation.",
        ],
      },
      { type: "demo", demo: "lucy" },
      {
        type: "features",
        heading: "What a live demonstration shows",
        items: [
          { title: "Mutation landscape", body: "A heat map of every position against all twenty amino acids, colored by Lucy AI's predicted effect, with the active-site positions locked." },
          { title: "Structure view", body: "The predicted three-dimensional structure, with the top proposals highlighted, so you can see that most stabilizing changes cluster in flexible loops and at the surface." },
          { title: "Uncertainty", body: "A confidence score for each prediction. Positions far from anything in the training data are flagged rather than hidden." },
          { title: "Measured reality", body: "For 96 variants of each enzyme, the melting temperature measured in our biofoundry. You can compare Lucy AI's top 20 with the measured top 20 and see where it was wrong." },
        ],
      },
      {
        type: "specs",
        heading: "Data in the live demonstration",
        rows: [
          { label: "Real", value: "Predictions come from the production Lucy AI model, on a rate-limited endpoint in our Reykjavik data hall" },
          { label: "Measured", value: "Melting temperatures of 96 variants per enzyme, measured by differential scanning fluorimetry in the Boston biofoundry in 2025" },
          { label: "Restricted", value: "You cannot upload sequences; the demo accepts only the eight curated public enzymes, a deliberate biosecurity limit" },
          { label: "Simulated", value: "Nothing in the predictions; the demo simply cannot test new variants, so any proposal beyond the 96 remains a prediction" },
        ],
      },
      {
        type: "prose",
        heading: "What to notice",
        paragraphs: [
          "On the eight enzymes, Lucy AI's top 20 single mutations typically contain 9 to 13 of the measured top 20. That is far better than chance, and it is not perfect. Combining several good single mutations, which is what the engineer needs, is where the model is least reliable, and the demo's combination panel shows predictions with visibly wider uncertainty. In real projects that is exactly where a second design round earns its cost.",
        ],
      },
      {
        type: "cta",
        heading: "Use Lucy AI on your own proteins",
        body: "A consultation sets up an evaluation with your sequences in a private workspace. Your data is never used to train shared models without your written opt-in.",
        primary: { label: "Book a consultation", href: "/consultation" },
        secondary: { label: "About Lucy AI", href: "/brand/lucy-ai" },
      },
    ],
  },
  {
    path: "/demos/px-phantom",
    kind: "demo",
    title: "PX Phantom demo: 72 hours at sea without GNSS",
    description: "Plan a route around obstacles you draw with the A* algorithm; a booked demonstration replays PX Phantom's 72-hour sea trial without satellite navigation.",
    keywords: ["PX Phantom demo", "GNSS-independent navigation", "inertial navigation", "GNSS jamming", "sea trial", "quantum accelerometer"],
    eyebrow: "Product demo: PX Phantom",
    heading: "Seventy-two hours at sea with satellite navigation switched off",
    lede: "Satellite navigation can be jammed or spoofed, and ships, pipelines and power networks depend on it more than most people realize. A live demonstration replays a sea trial in which PX Phantom navigated for three days without it.",
    updated: "2026-08-12",
    theme: "space",
    facts: [
      { label: "Trial length", value: "72 hours, about 780 nautical miles" },
      { label: "GNSS withheld", value: "From hour 2 to hour 72" },
      { label: "Specified drift", value: "Under 1 nautical mile per 72 hours" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The scenario",
        paragraphs: [
          "A coastal supply vessel leaves port with three navigation systems on board: a PX Phantom unit, a conventional marine inertial navigation system of the kind fitted to commercial ships, and a survey-grade satellite receiver used only to record the true track. After two hours, satellite data is withheld from both inertial systems, as it would be under jamming. Neither receives any position information for the remaining seventy hours, through open sea, a change of course around a headland and a night at anchor.",
          "PX Phantom is a navigation system for defensive use and critical infrastructure, built around our Phantom cold-atom inertial sensor. It is not, and cannot be integrated into, a weapon; that restriction is written into every contract.",
        ],
      },
      {
        type: "prose",
        heading: "Try it here",
        paragraphs: [
          "Below, a route planner runs in your browser: draw shoals and exclusion zones on a chart grid and the A* algorithm finds the shortest route from the start to the destination around them, with its length and the number of cells it had to examine. It works with the mouse, by touch, or from the keyboard: arrow keys move a cursor and Space toggles an obstacle.",
        ],
      },
      { type: "demo", demo: "px-phantom" },
      {
        type: "features",
        heading: "What a live demonstration shows",
        items: [
          { title: "Three tracks on one chart", body: "The true track in white, PX Phantom's estimate and the conventional system's estimate, drawn as the trial plays forward at any speed you choose." },
          { title: "Error over time", body: "Position error of each system in nautical miles. The conventional system's error grows steadily and reaches 6.4 nmi at hour 72; PX Phantom ends at 0.7 nmi." },
          { title: "Sensor detail", body: "The raw acceleration measurements from the Phantom sensor and the classical sensors that fill the gaps between its measurement cycles." },
          { title: "Events", body: "The course change, the anchorage and a period of heavy swell, each marked on the timeline so you can see how motion affects both systems." },
        ],
      },
      {
        type: "specs",
        heading: "Data in the live demonstration",
        rows: [
          { label: "Real", value: "All three tracks were recorded during a sea trial in the Bay of Biscay in September 2025" },
          { label: "How GNSS was withheld", value: "Satellite data was not fed to the inertial systems; no jamming transmitter was used, which would have been unlawful" },
          { label: "Processed", value: "Positions are shifted by a fixed offset and the vessel is not named, at the operator's request" },
          { label: "Simulated", value: "Nothing in the main replay; the optional jamming overlay only illustrates how a real attack would look on a receiver" },
        ],
      },
      {
        type: "prose",
        heading: "What to notice, and the limits",
        paragraphs: [
          "The conventional system's error grows in a pattern with a period of about 84 minutes, a known feature of inertial navigation on a rotating Earth called Schuler oscillation, on top of a steady drift from gyroscope bias. PX Phantom's error shows the same oscillation at a much smaller amplitude. One trial is one trial: specified performance comes from our qualification campaign, and a ship is a gentler platform than a land vehicle, where vibration is harsher.",
        ],
      },
      {
        type: "cta",
        heading: "Arrange a live demonstration",
        body: "Operators of critical infrastructure and defense organizations can request a live demonstration or an evaluation trial. Eligibility is checked before any technical data is shared.",
        primary: { label: "Book a consultation", href: "/consultation" },
        secondary: { label: "Defense and critical infrastructure", href: "/products/military" },
      },
    ],
  },
  {
    path: "/demos/phantom",
    kind: "demo",
    title: "Phantom demo: inside a cold-atom inertial sensor",
    description: "Compute the phase, fringe and sensitivity of a cold-atom interferometer like the Phantom sensor, and the stability of a simulated stream of measurements.",
    keywords: ["Phantom sensor demo", "cold-atom interferometer", "quantum accelerometer", "atom interferometry", "OEM inertial sensor"],
    eyebrow: "Product demo: Phantom",
    heading: "Falling atoms as a ruler for acceleration",
    lede: "The Phantom module measures acceleration by watching clouds of atoms fall through pulses of laser light. A live demonstration takes one measurement cycle apart, step by step, and then shows what a stream of them achieves.",
    updated: "2026-08-12",
    theme: "space",
    facts: [
      { label: "Principle", value: "Cold-atom interferometry" },
      { label: "Volume", value: "12 liters" },
      { label: "Sold as", value: "OEM module and inside PX Phantom" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The scenario",
        paragraphs: [
          "An engineer integrating Phantom into a navigation system wants to understand what the module measures, how often, and what disturbs it. The demo follows a single measurement cycle in slow motion, then runs thousands of cycles on a recorded data set so the engineer can see the module's noise and stability over hours.",
        ],
      },
      {
        type: "prose",
        heading: "Try it here",
        paragraphs: [
          "Below, the interferometer's arithmetic runs in your browser: choose the time between pulses, the number of atoms and the fringe contrast, and see the phase gravity produces, the fringe, the sensitivity per shot and per root hertz, the cycle time and how far the atoms fall. A stream of 4,000 simulated shots, with optional platform vibration and a slow drift, gives the Allan deviation, computed here.",
        ],
      },
      { type: "demo", demo: "phantom" },
      {
        type: "steps",
        heading: "What a live demonstration shows",
        items: [
          { title: "Cooling", body: "About a million rubidium atoms are trapped and cooled by lasers to a few millionths of a degree above absolute zero, in a vacuum cell at the center of the module." },
          { title: "Splitting", body: "A first light pulse puts each atom into a superposition of two momentum states, so that each atom travels along two paths at once." },
          { title: "Reflecting and recombining", body: "A second pulse swaps the paths and a third recombines them. If the module has accelerated, the two paths have accumulated different phases." },
          { title: "Reading the fringe", body: "The fraction of atoms in each final state reveals that phase. The phase equals the light's effective wave number times the acceleration times the square of the time between pulses, so constants of nature set the scale." },
          { title: "Filling the gaps", body: "Between atomic measurements, classical accelerometers and gyroscopes track motion; the atomic measurement then corrects their drift. The demo shows both streams and their combination." },
        ],
      },
      {
        type: "specs",
        heading: "Data in the live demonstration",
        rows: [
          { label: "Animated", value: "The single-cycle view is an illustration based on the module's physics; atoms are not drawn to scale" },
          { label: "Real", value: "The long-run data set was recorded over 48 hours on a production module on a vibration-isolated bench in Toulouse" },
          { label: "Real", value: "The stability plot (Allan deviation) in the live demonstration is computed from that recording" },
          { label: "Simulated", value: "The vibration slider adds modeled platform vibration to the recording to show how performance degrades on a moving vehicle" },
        ],
      },
      {
        type: "prose",
        heading: "What to notice",
        paragraphs: [
          "Stretching the time between pulses increases sensitivity with its square, but fewer measurements fit in each second and the atoms fall further, which is why module size limits performance; 12 liters is our compromise for ships, aircraft and ground stations. The stability plot shows the property that matters most for navigation: the atomic sensor's bias does not wander over hours the way a mechanical sensor's does, because it is anchored to physical constants rather than to a spring or a fiber coil.",
        ],
      },
      {
        type: "cta",
        heading: "Evaluate a Phantom module",
        body: "Integrators can borrow an evaluation module or test one in Toulouse. Lead time for Phantom modules is about six weeks; a consultation starts the process.",
        primary: { label: "Book a consultation", href: "/consultation" },
        secondary: { label: "Try PX Phantom", href: "/demos/px-phantom" },
      },
    ],
  },
  {
    path: "/demos/orion-9-qpu",
    kind: "demo",
    title: "Orion-9 demo: calibration map and entanglement test",
    description: "Explore a calibration map generated to Orion-9's published medians, simulate circuits of up to six qubits and predict GHZ fidelity from 2 to 64 qubits.",
    keywords: ["Orion-9 demo", "quantum processor", "qubit calibration", "GHZ state", "two-qubit gate fidelity", "superconducting qubits"],
    eyebrow: "Product demo: Orion-9 QPU",
    heading: "Look at a quantum processor the way its operators do",
    lede: "Every morning each Orion-9 system is recalibrated and every qubit and coupler is measured. A live demonstration opens that calibration record and then uses the processor to build ever larger entangled states until the errors win.",
    updated: "2026-10-14",
    theme: "quantum",
    facts: [
      { label: "Qubits", value: "256 across four Q3 tiles" },
      { label: "Median two-qubit fidelity", value: "99.82%" },
      { label: "Median T1", value: "310 µs" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The scenario",
        paragraphs: [
          "A research group is deciding whether Orion-9 suits an experiment that needs 40 well-connected qubits. Before requesting time, they want to see the processor as it really is, including its weak spots: qubits with short lifetimes, couplers below median fidelity, and how performance varies from day to day.",
          "The demo answers in two parts: the calibration map, and an entanglement test that shows what those numbers mean for a real circuit.",
        ],
      },
      {
        type: "prose",
        heading: "Try it here",
        paragraphs: [
          "Below, first a calibration map of one day, generated to match Orion-9's published medians rather than read from the processor: the 256 qubits in their four tiles, colored by T1, T2 or readout error, and the couplers by two-qubit fidelity; move across the chip with the arrow keys to read any qubit and its couplers, with the medians and the worst 5% of each measure. Then a state-vector simulator runs in your browser: build a circuit of up to six qubits from H, X, Y, Z, S, T and CNOT gates, measure qubits, and read the amplitudes and probabilities, starting from the Bell and GHZ presets. Under it, the GHZ error budget predicts the fidelity of a GHZ chain from 2 to 64 qubits from Orion-9's median calibration figures, split into gate, idling and readout losses; change the two-qubit fidelity or the readout error and see which part dominates.",
        ],
      },
      { type: "demo", demo: "orion-9-qpu" },
      {
        type: "features",
        heading: "What a live demonstration shows",
        items: [
          { title: "Calibration map", body: "The 256 qubits laid out as on the chip, with the boundaries between the four tiles. Color each qubit by T1, coherence time or readout error, and each coupler by two-qubit gate fidelity." },
          { title: "Distributions", body: "Histograms of each measure, with the median and the worst 5%. The median two-qubit fidelity is 99.82%; the tail matters as much, because one bad coupler can spoil a circuit." },
          { title: "Thirty days of history", body: "How each figure moved over the last month, including a day when a tile had to be recalibrated after a cryostat warm-up." },
          { title: "GHZ test", body: "A GHZ state entangles all its qubits so that they are all 0 or all 1 together. Measured fidelity falls from about 0.97 with 2 qubits to about 0.42 with 64, and the demo shows where the loss comes from." },
        ],
      },
      {
        type: "specs",
        heading: "Data in the live demonstration",
        rows: [
          { label: "Real", value: "Calibration records from one Orion-9 cloud system, refreshed daily, exactly as cloud users see them" },
          { label: "Recorded", value: "GHZ results for 2, 4, 8, 16, 32 and 64 qubits, measured on Orion-9 and replayed with their dates" },
          { label: "Simulated", value: "The error-budget breakdown, which attributes the loss of fidelity to gates, idling and readout using a model fitted to the calibration" },
          { label: "Not included", value: "Pulse-level control, which is available to research partners only" },
        ],
      },
      {
        type: "prose",
        heading: "What to notice",
        paragraphs: [
          "Choosing which qubits to use changes the answer. The calibration map above shows how unevenly the couplers perform: a chain of 32 qubits that avoids the weakest of them typically beats one laid out without looking by several points of fidelity, which is why Aetherion Core's mapper picks each chain from the day's calibration. Also notice what GHZ fidelity does not tell you: a 64-qubit state at 0.42 is still genuinely entangled, but an algorithm needing thousands of gates on that many qubits needs error correction, which is the subject of the Aetherion Core demo.",
        ],
      },
      {
        type: "cta",
        heading: "Request processor time",
        body: "A consultation scopes an allocation on Orion-9, with a walk-through of the live calibration for the days you plan to run.",
        primary: { label: "Book a consultation", href: "/consultation" },
        secondary: { label: "Quantum products", href: "/products/quantum" },
      },
    ],
  },
  {
    path: "/demos/helios-autonomy",
    kind: "demo",
    title: "Helios Autonomy demo: a month at a 180 MW solar site",
    description: "Simulate a month at a solar-plus-storage site, rule-based against forecast-based battery control; a booked demonstration replays a real 180 MW site.",
    keywords: ["Helios Autonomy demo", "solar plus storage", "curtailment", "battery dispatch", "grid control software", "renewable forecasting"],
    eyebrow: "Product demo: Helios Autonomy",
    heading: "A month of decisions at a solar-plus-storage site",
    lede: "Helios Autonomy makes about 8,600 dispatch decisions a month for each site it controls. A live demonstration replays every one of them for a month at a 180 MW site, with the forecast each decision was based on and what happened next.",
    updated: "2026-09-30",
    theme: "energy",
    facts: [
      { label: "Site", value: "180 MW solar, 90 MW / 360 MWh battery" },
      { label: "Period", value: "One month, spring 2025" },
      { label: "First-year result", value: "Curtailment cut by 23%" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The scenario",
        paragraphs: [
          "The site pairs 180 MW of solar panels with a 90 MW, 360 MWh battery behind a grid connection limited to 130 MW. In spring, sunny middays regularly produce more than the connection can carry, and the grid operator adds its own curtailment instructions when regional demand is low. Before Helios Autonomy, a rule-based controller charged the battery whenever output exceeded the limit and discharged it at a fixed evening hour.",
          "The demo replays one spring month from the site's first year with Helios Autonomy. You can pause on any five-minute interval and ask why the controller did what it did.",
        ],
      },
      {
        type: "prose",
        heading: "Try it here",
        paragraphs: [
          "Below, a simplified month at a site of this size runs in your browser, in five-minute steps over 30 days of simulated weather: a rule-based controller that charges at full power once output crosses the grid limit, against a forecast-based one that stores only the energy above the limit and fills spare room in the afternoon only when its forecast says the surplus will not need it. Change the plant, the battery, the cloudiness and the forecast error.",
        ],
      },
      { type: "demo", demo: "helios-autonomy" },
      {
        type: "features",
        heading: "What a live demonstration shows",
        items: [
          { title: "Forecast against reality", body: "For each interval, the solar forecast with its uncertainty band as it stood when the decision was made, and the output that actually arrived." },
          { title: "The plan and its revisions", body: "The 24-hour schedule the controller computed, and how it changed with each five-minute update. On cloudy mornings the plan is revised dozens of times before noon." },
          { title: "Grid instructions", body: "Every instruction from the grid operator, and the controller's response time, typically under four seconds." },
          { title: "Operator overrides", body: "The three times that month when site staff overrode the controller, what they changed and why, taken from the site log." },
          { title: "The monthly account", body: "Energy curtailed, energy exported, battery cycles and revenue, next to the same figures for the old rule-based controller." },
        ],
      },
      {
        type: "specs",
        heading: "Data in the live demonstration",
        rows: [
          { label: "Real", value: "Measured output, forecasts, decisions, grid instructions and overrides, from the site's operational records, used with the owner's permission" },
          { label: "Anonymized", value: "Site location, owner, market prices and the exact month are hidden; prices are scaled by a constant factor" },
          { label: "Simulated", value: "The comparison with the old controller, which is a replay of its rules against the same weather, not a measurement" },
          { label: "Not included", value: "Grid services revenue, which depends on market contracts we cannot disclose" },
        ],
      },
      {
        type: "prose",
        heading: "What to notice",
        paragraphs: [
          "Most of the improvement comes from a simple change in timing. The old controller filled the battery in the morning as soon as output crossed the grid limit, and by early afternoon had nowhere to put the peak. Helios Autonomy, trusting its forecast, holds capacity back for the hours when curtailment would be largest. On days when the forecast was badly wrong, visible as wide gaps between forecast and output, the advantage shrinks and occasionally reverses. Those days are in the replay too.",
        ],
      },
      {
        type: "cta",
        heading: "See the replay for your own site",
        body: "Send us a year of historical output and your control architecture, and we will prepare a replay of what Helios Autonomy would have done, followed by a live session.",
        primary: { label: "Book a consultation", href: "/consultation" },
        secondary: { label: "Green energy products", href: "/products/green-energy" },
      },
    ],
  },
  {
    path: "/demos/athena-clinical",
    kind: "demo",
    title: "Athena Clinical demo: simulate a trial before you run it",
    description: "Calculate the sample size and power of a two-arm trial and simulate 10,000 trials of it; Athena Clinical's design comparison is shown in a booked demonstration.",
    keywords: ["Athena Clinical demo", "clinical trial simulation", "adaptive trial design", "Phase II", "21 CFR Part 11", "statistical power"],
    eyebrow: "Product demo: Athena Clinical",
    heading: "Run ten thousand trials before enrolling one participant",
    lede: "A trial design is a bet on assumptions that are uncertain at the start. A live demonstration uses Athena Clinical to simulate a Phase II study many thousands of times, so you can compare designs by how they behave when the assumptions are wrong.",
    updated: "2026-10-02",
    theme: "biotech",
    facts: [
      { label: "Trial in the scenario", value: "Hypothetical Phase II, retinal therapy" },
      { label: "Simulations per design", value: "10,000" },
      { label: "Compliance", value: "21 CFR Part 11 in the validated product" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The scenario",
        paragraphs: [
          "A clinical team is planning a Phase II trial of a hypothetical gene therapy for inherited retinal disease. It will compare two doses against a sham procedure, with a primary endpoint of change in light sensitivity at 12 months. Phase I suggested a benefit, but the effect size is uncertain by a factor of two, and the higher dose may cause more inflammation.",
          "Two designs are on the table. The fixed design enrolls 120 participants, 40 per arm, and analyzes once at the end. The adaptive design runs an interim analysis when half the participants reach 6 months, may drop a dose that looks futile or unsafe, and shifts later enrollment toward the better-performing dose.",
        ],
      },
      {
        type: "prose",
        heading: "Try it here",
        paragraphs: [
          "Below, the core calculation behind every trial design runs in your browser: how many participants a two-arm trial needs for a continuous or a binary endpoint, given the significance level, the target power, the allocation ratio and the expected dropout, with the power curve. Run then simulates 10,000 trials of that design, participant by participant, with and without a true effect, and reports how often each reaches significance: the power and the false-positive rate.",
        ],
      },
      { type: "demo", demo: "athena-clinical" },
      {
        type: "steps",
        heading: "What a live demonstration shows",
        items: [
          { title: "Set the assumptions", body: "Effect size for each dose, variability of the endpoint, dropout rate, enrollment speed and the rate of inflammation. Each has a default drawn from the scenario and a range you can change." },
          { title: "Simulate", body: "Athena Clinical generates 10,000 virtual trials for each design under each set of assumptions, including a null scenario in which the therapy does nothing." },
          { title: "Compare operating characteristics", body: "Power, the probability of a false-positive result under the null, expected number of participants, expected duration and the probability of stopping a dose early, side by side." },
          { title: "Stress the design", body: "Shrink the effect size or double the dropout rate and see which design degrades more gracefully." },
          { title: "Document", body: "The simulation report, with every assumption and random seed recorded, in the form a regulator or ethics committee can review." },
        ],
      },
      {
        type: "specs",
        heading: "Data in the live demonstration",
        rows: [
          { label: "Simulated", value: "Everything about the trial: participants, outcomes and adverse events are generated from the assumptions you set" },
          { label: "Real", value: "The simulation engine and report generator are those of the production Athena Clinical release" },
          { label: "Not real", value: "The therapy and the trial; no data from GX-101, GX-204 or any partner study is used" },
          { label: "Environment", value: "A public sandbox, not a validated environment; audit trail and electronic signatures are shown but have no regulatory standing here" },
        ],
      },
      {
        type: "prose",
        heading: "What to notice",
        paragraphs: [
          "Under the default assumptions the adaptive design reaches similar power with about 15% fewer participants on average, while keeping the false-positive rate at the planned 5%. Its real advantage appears when the higher dose is worse than expected: the fixed design keeps enrolling into that arm until the end, while the adaptive design usually drops it at the interim. The adaptive design is not free. It needs faster data cleaning, an independent committee for the interim and a more complex protocol, and the demo lists those costs beside the results.",
        ],
      },
      {
        type: "cta",
        heading: "Simulate your own protocol",
        body: "Clinical teams can evaluate Athena Clinical in a validated environment, with our biostatisticians on the first study. A consultation starts the evaluation.",
        primary: { label: "Book a consultation", href: "/consultation" },
        secondary: { label: "Regulatory support", href: "/hubs/biotechnology/regulatory-support" },
      },
    ],
  },
  {
    path: "/generate/mars-hero",
    kind: "tool",
    title: "Mars hero artwork generator",
    description: "Internal tool that renders the Mars hero illustration from parameters: seed, star field, orbits, transfer arc and size, with the license of the output.",
    keywords: ["artwork generator", "Mars illustration", "hero image", "generative artwork", "image license"],
    eyebrow: "Internal tool",
    heading: "Mars hero artwork generator",
    lede: "This tool renders the illustration used at the top of our Mars and space navigation pages: a star field, planetary orbits and a dotted transfer arc toward Mars. The image is drawn from code and parameters, never from photographs or image models.",
    updated: "2026-06-04",
    theme: "space",
    facts: [
      { label: "Output", value: "PNG, 1200 x 600 to 4800 x 2400 px, 2:1" },
      { label: "Rendering", value: "Deterministic: same parameters, same image" },
      { label: "Owner", value: "Web and design team" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "What the tool does",
        paragraphs: [
          "The generator builds the illustration as a vector drawing, with the same code that draws the artwork on our pages and behind our link previews, and your browser converts it to a PNG file. Every random choice, such as the position and brightness of each star, comes from a seeded pseudo-random number generator, so a given set of parameters always produces exactly the same image. That matters for two reasons: an image can be regenerated at a new size without changing its composition, and a reviewer can reproduce any published version from the parameters recorded with it.",
          "The left third of the image is always darkened by a gradient so that white headline text placed over it keeps a contrast ratio of at least 4.5:1. The generator keeps bright elements out of the headline area: the Sun, its orbits and Mars are drawn in the right two thirds, and the glow colors are limited to the space palette.",
        ],
      },
      { type: "demo", demo: "mars-hero" },
      {
        type: "table",
        heading: "Parameters",
        columns: ["Parameter", "Range", "Effect"],
        rows: [
          ["Seed", "Any whole number", "Selects the star field and small variations; change it for a new composition with the same style"],
          ["Star count", "100 to 900", "Density of the star field; the default 520 suits full-width headers, fewer stars suit small cards"],
          ["Orbits", "2 to 6", "Number of elliptical orbits around the Sun, drawn at a fixed 14 degree tilt"],
          ["Transfer arc", "On or off", "The dotted trajectory from Earth's orbit toward Mars"],
          ["Mars position", "Angle around the Sun, 0 to 359 degrees", "Where the small disc of Mars sits; at every angle it stays clear of the headline area"],
          ["Glow colors", "Space palette only", "Two background glows; limited to approved brand colors"],
          ["Size", "1200 x 600, 2400 x 1200 or 4800 x 2400 px", "Output dimensions, always in a 2:1 ratio; the site's own files are compressed to WebP from the same drawing"],
        ],
      },
      {
        type: "steps",
        heading: "How to use it",
        items: [
          { title: "Start from the current values", body: "The form opens with the parameters of the image now on the site." },
          { title: "Preview", body: "The preview redraws as you change a parameter; check it against the page's headline length." },
          { title: "Export and record", body: "The exported PNG's file name includes the seed, and a small JSON file with all parameters can be saved next to it. Commit both." },
        ],
      },
      {
        type: "prose",
        heading: "License of the output",
        paragraphs: [
          "Images rendered by this tool are original works of Tessellon Research, produced entirely by our own code without third-party photographs, fonts or trained image models. They are released under the Creative Commons Attribution 4.0 license: anyone may reuse, crop or adapt them, including commercially, with the credit Illustration: Tessellon Research. The license covers the illustration only. The Tessellon name and logo are not part of the output and are governed by our brand guidelines in the media kit. The illustration is schematic: orbit sizes and positions are not to scale and must not be presented as a real trajectory.",
        ],
      },
      {
        type: "links",
        heading: "Related",
        items: [
          { title: "Media kit", href: "/media-kit", body: "Logos, brand guidelines and approved imagery." },
          { title: "Header image generator", href: "/generate/header-image", body: "Branded headers for partners' articles." },
          { title: "Mars exploration research", href: "/research/mars-exploration", body: "The page this illustration was made for." },
        ],
      },
    ],
  },
  {
    path: "/generate/header-image",
    kind: "tool",
    title: "Header image generator for partner articles",
    description: "Generate a branded header image for a partner's article about joint work with Tessellon, with co-branding, contrast and wording rules enforced.",
    keywords: ["header image generator", "co-branding", "brand rules", "partner articles", "Open Graph image"],
    eyebrow: "Partner tool",
    heading: "Header images for articles about our joint work",
    lede: "Partners who publish about a collaboration with us can generate a header image here in the two sizes most sites need. The tool applies our co-branding rules automatically, so the result needs no further approval from our design team.",
    updated: "2026-07-21",
    theme: "company",
    facts: [
      { label: "Sizes", value: "1200 x 630 px and 2400 x 1260 px" },
      { label: "Format", value: "PNG" },
      { label: "Approval", value: "Not needed if generated here" },
    ],
    blocks: [
      {
        type: "steps",
        heading: "How it works",
        items: [
          { title: "Choose a discipline", body: "Quantum, AI, biotechnology, space, energy, security or the company as a whole. The choice sets the background artwork and accent color used across our own pages and link previews on that subject." },
          { title: "Enter the headline", body: "Up to 70 characters, set in two lines at most. The tool breaks lines for you and sets longer headlines one size smaller, never below that size." },
          { title: "Enter your organization's name", body: "It is set as a wordmark in the same type and size as ours, before it, separated by a thin rule." },
          { title: "Download", body: "Choose the size: 1200 x 630 px suits social previews; 2400 x 1260 px suits article headers. The image is rendered by the same code that draws our own link previews." },
        ],
      },
      { type: "demo", demo: "header-image" },
      {
        type: "list",
        heading: "Brand rules the tool enforces",
        intro: "These rules come from our brand guidelines. The tool will not produce an image that breaks them.",
        items: [
          "Equal standing: the partner's name and the Tessellon name are set at the same size, separated by a thin vertical rule, with the partner's name first.",
          "Clear space: no text or artwork element enters the margin around the names.",
          "Contrast: headline text must reach a contrast ratio of at least 4.5:1 against the background at every point; the tool lays a dark gradient over the artwork behind the text, which keeps white text well above that ratio over any artwork.",
          "Typography: headlines use the site's typeface in one weight; no outlines, shadows or distortions.",
          "No implied endorsement of products: headlines containing words such as certified, approved or official are blocked, and the statement Compatible with Aetherion Core 5 is allowed only for software that has passed our published compatibility tests.",
          "No people or photographs: the background is our generated artwork only, which keeps the image free of model releases and third-party rights.",
          "Names are set in the site's light text color on the dark artwork; they are never recolored or rotated.",
        ],
      },
      {
        type: "faq",
        heading: "Questions",
        items: [
          { question: "Who may use this tool?", answer: "Organizations with a current partnership, research agreement or customer contract with us, for articles about that work. Use for unrelated content is not permitted." },
          { question: "What rights do we have in the output?", answer: "You may publish the image with your article and in posts that link to it. The artwork is ours and is licensed to you for that purpose; the logos remain the property of their owners." },
          { question: "Can we edit the image afterwards?", answer: "Cropping to a different aspect ratio is fine. Changing text, logos or colors is not; generate a new image instead." },
        ],
      },
      {
        type: "cta",
        heading: "Need something the tool cannot make?",
        body: "For print, video or event materials, our press team works with partners directly.",
        primary: { label: "Media kit", href: "/media-kit" },
        secondary: { label: "Partnerships", href: "/partnerships" },
      },
    ],
  },
  {
    path: "/admin/search-qa",
    kind: "tool",
    title: "Search quality review for editors",
    description: "How editors judge site search results: the review query set, relevance grades from 0 to 3, how scores are computed and how to file a search problem.",
    keywords: ["search quality", "relevance grading", "editorial review", "nDCG", "query set"],
    eyebrow: "Editorial tool",
    heading: "Search quality review",
    lede: "Site search is judged by people, not only by click counts. This page describes the monthly review editors carry out: which queries are checked, how results are graded, and what to do when search gets something wrong.",
    updated: "2026-11-03",
    theme: "company",
    facts: [
      { label: "Review cycle", value: "Monthly, first full week" },
      { label: "Queries per review", value: "240" },
      { label: "Graders per query", value: "2, working independently" },
    ],
    blocks: [
      {
        type: "prose",
        heading: "The query set",
        paragraphs: [
          "Each review uses 240 queries. Half are the most frequent queries of the previous month, taken from anonymized search logs with anything resembling personal data removed. A quarter are drawn at random from queries asked only once or twice, because rare queries are where search most often fails. The last quarter is a fixed panel kept for comparison across months: product names and their common misspellings (Orion 9, Lucy, Hera OS, Genova X), people's names, technical terms such as surface code or ML-KEM, navigational queries such as careers or contact, and questions phrased in full sentences.",
          "Queries are reviewed in every language in which at least 20 of them were asked that month. Editors grade only in languages they read fluently.",
        ],
      },
      {
        type: "table",
        heading: "Relevance grades",
        caption: "Grade each of the top ten results on its own merits, without looking at the other grader's work.",
        columns: ["Grade", "Meaning", "Example for the query pulsar navigation"],
        rows: [
          ["3, Perfect", "The page a well-informed person would choose first; it fully answers the query", "The space navigation technology page"],
          ["2, Relevant", "Substantially about the query, but not the best starting point", "The PX10K product page"],
          ["1, Marginal", "Mentions the subject in passing, or answers a narrower question", "A news item that names PX10K once"],
          ["0, Irrelevant", "Not about the query, outdated, or broken", "A careers page matched on the word navigation"],
        ],
      },
      {
        type: "steps",
        heading: "How a review runs",
        items: [
          { title: "Grade", body: "Two editors grade the top ten results of each query independently, in the review form." },
          { title: "Reconcile", body: "Where grades differ by two or more, a third editor decides and notes why. Smaller differences are averaged." },
          { title: "Score", body: "Each query receives a normalized discounted cumulative gain over the top ten (nDCG@10), which rewards placing the best results first. Queries scoring below 0.6 are listed for follow-up." },
          { title: "Report", body: "The monthly report compares scores with the previous three months and lists the ten worst queries with a probable cause for each." },
        ],
      },
      {
        type: "list",
        heading: "How to file a search problem",
        intro: "Anyone on the editorial team can file a problem at any time, not only during a review. Email the web team at hello@tessellon.example with Search problem as the subject, and include:",
        items: [
          "The exact query, its language and the date you ran it.",
          "What you expected near the top, with the page path, and what appeared instead.",
          "A severity: high if a product, safety, privacy or security page cannot be found, medium if the right page is on the first page of results but too low, low for cosmetic problems such as poor snippets.",
          "Whether the cause may be in the content itself, for example a page title that does not use the words people search for.",
        ],
      },
      {
        type: "prose",
        heading: "What happens next",
        paragraphs: [
          "High-severity problems are triaged within two working days. Fixes usually fall into three kinds: content changes, such as clearer titles and descriptions; synonym entries, such as mapping Hera OS to HeraOS; and ranking changes, which are tested against the whole query set before release so that fixing one query does not quietly break ten others.",
        ],
      },
      {
        type: "links",
        heading: "Related",
        items: [
          { title: "Site search", href: "/search", body: "The search page being reviewed." },
          { title: "Sitemap", href: "/sitemap", body: "Every page, for checking what should be findable." },
        ],
      },
    ],
  },
];
