/**
 * Synonym groups of the search, as data: a query that contains any phrase of a group also looks
 * for the others. Phrases are lower case; multi-word phrases match whole words in order.
 * Editors add entries here when the golden set (lib/search/golden.ts) shows a vocabulary gap.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['qubit', 'qubits', 'qpu', 'quantum processor', 'quantum processing unit'],
  ['crispr', 'gene editing', 'genome editing'],
  ['jobs', 'job', 'careers', 'career', 'vacancies', 'hiring', 'work for', 'open positions'],
  ['uptime', 'sla', 'availability', 'service level'],
  ['hera os', 'heraos'],
  ['genova x', 'genovax'],
  ['orion 9', 'orion9', 'orion-9'],
  ['px10k', 'px 10k', 'pulsar navigation', 'pulsar timing'],
  ['post-quantum', 'post quantum', 'pqc', 'ml-kem', 'quantum-safe'],
  ['encryption', 'cryptography', 'secure communications'],
  ['ceo', 'chief executive', 'founder'],
  ['cto', 'chief technology officer'],
  ['cfo', 'chief financial officer'],
  ['ciso', 'chief security officer', 'cso'],
  ['headquarters', 'hq', 'head office'],
  ['offices', 'sites', 'locations'],
  ['leads', 'lead', 'head', 'led by'],
  ['employees', 'staff', 'people', 'headcount', 'employ'],
  ['press', 'media', 'newsroom', 'journalists'],
  ['price', 'pricing', 'cost', 'quote'],
  ['green energy', 'renewable', 'clean energy', 'sustainable'],
  ['error correction', 'surface code', 'qec'],
  ['drug discovery', 'drug design'],
  ['gps', 'gnss'],
  ['contact', 'get in touch', 'email', 'phone'],
  ['privacy', 'gdpr', 'personal data'],
  ['investors', 'investor relations', 'funding', 'series d'],
  ['ai', 'artificial intelligence', 'machine learning'],
];

/**
 * The site's words in the other thirteen languages of its interface: page texts are English, so a
 * query typed in the visitor's language (量子, Verschlüsselung, क्वांटम) also looks for the English
 * phrase. Each entry is the English phrase, then its words in other languages, lower case: a term
 * matches inside a query (German compounds, words without spaces in Chinese and Japanese, Arabic
 * prefixes), except a term of three letters or fewer in an alphabet that separates words with
 * spaces (KI, IA, ИИ), which must be a word of its own.
 */
export const CROSS_LANGUAGE_TERMS: readonly (readonly [english: string, ...terms: string[]])[] = [
  ['quantum', 'quanten', 'quantique', 'cuántic', 'quantistic', 'quântic', 'квант', 'kuantum', 'كمومي', 'الكم', 'كمية', 'क्वांटम', '量子', '양자'],
  ['computing', 'computer', 'computador', 'ordinateur', 'rechner', 'informatique', 'computación', 'calcolo', 'computação', 'вычислени', 'компьютер', 'bilgisayar', 'حوسبة', 'الحوسبة', 'कंप्यूटिंग', 'कंप्यूटर', 'コンピュータ', 'コンピューター', '計算', '컴퓨터', '컴퓨팅', '计算机', '電腦'],
  ['qubit', 'кубит', 'kübit', 'كيوبت', 'क्यूबिट', '量子ビット', '큐비트', '量子比特', '量子位元'],
  ['encryption', 'verschlüsselung', 'kryptograf', 'chiffrement', 'cryptographie', 'cifrado', 'criptograf', 'шифрован', 'криптограф', 'şifreleme', 'kriptografi', 'تشفير', 'एन्क्रिप्शन', 'कूटलेखन', '暗号', '암호', '加密', '密码', '密碼'],
  ['navigation', 'navegación', 'navigazione', 'navegação', 'навигаци', 'navigasyon', 'seyrüsefer', 'ملاحة', 'الملاحة', 'नेविगेशन', '航法', 'ナビゲーション', '항법', '내비게이션', '导航', '導航'],
  ['space', 'weltraum', 'raumfahrt', 'spatial', 'espacial', 'spaziale', 'космос', 'космическ', 'uzay', 'الفضاء', 'فضائي', 'अंतरिक्ष', '宇宙', '우주', '太空', '航天', '航太'],
  ['satellite', 'satellit', 'satélite', 'спутник', 'uydu', 'قمر صناعي', 'أقمار', 'उपग्रह', '衛星', '위성', '卫星'],
  ['energy', 'energie', 'énergie', 'energía', 'energia', 'энерги', 'enerji', 'طاقة', 'الطاقة', 'ऊर्जा', 'エネルギー', '에너지', '能源', '能量'],
  ['fusion', 'fusión', 'fusione', 'fusão', 'термоядерн', 'синтез', 'füzyon', 'اندماج', 'संलयन', '核融合', '핵융합', '聚变', '聚變'],
  ['artificial intelligence', 'ki', 'künstliche intelligenz', 'ia', 'intelligence artificielle', 'inteligencia artificial', 'intelligenza artificiale', 'inteligência artificial', 'ии', 'искусственный интеллект', 'yapay zeka', 'yapay zekâ', 'الذكاء الاصطناعي', 'कृत्रिम बुद्धि', 'एआई', '人工知能', '인공지능', '人工智能', '人工智慧'],
  ['biotechnology', 'biotechnolog', 'biotecnolog', 'биотехнолог', 'biyoteknoloji', 'التكنولوجيا الحيوية', 'التقنية الحيوية', 'जैव प्रौद्योगिकी', 'バイオテクノロジー', 'バイオ', '생명공학', '바이오', '生物技术', '生物技術'],
  ['protein', 'protéine', 'proteína', 'proteine', 'белок', 'белк', 'بروتين', 'प्रोटीन', 'タンパク質', 'たんぱく質', '단백질', '蛋白质', '蛋白質'],
  ['drug discovery', 'wirkstoff', 'médicament', 'fármaco', 'farmac', 'medicamento', 'лекарств', 'ilaç', 'دواء', 'أدوية', 'दवा', '創薬', '医薬', '신약', '药物', '藥物'],
  ['error correction', 'fehlerkorrektur', "correction d'erreurs", 'corrección de errores', 'correzione degli errori', 'correção de erros', 'коррекция ошибок', 'hata düzeltme', 'تصحيح الأخطاء', 'त्रुटि सुधार', '誤り訂正', '오류 정정', '纠错', '糾錯', '錯誤更正'],
  ['research', 'forschung', 'recherche', 'investigación', 'ricerca', 'pesquisa', 'исследовани', 'araştırma', 'أبحاث', 'بحث', 'अनुसंधान', 'शोध', '研究', '연구'],
  ['careers', 'karriere', 'stellenangebot', 'carrière', 'emploi', 'empleo', 'carrera', 'lavora con noi', 'carriera', 'carreira', 'vagas', 'вакансии', 'карьера', 'kariyer', 'iş ilan', 'وظائف', 'وظيفة', 'करियर', 'नौकरी', '採用', '求人', 'キャリア', '채용', '招聘', '职位', '招募', '職缺'],
  ['contact', 'kontakt', 'contacto', 'contatti', 'contato', 'контакт', 'связаться', 'iletişim', 'اتصل', 'تواصل', 'संपर्क', '問い合わせ', 'お問い合わせ', '문의', '연락', '联系', '聯絡', '聯繫'],
  ['pricing', 'preis', 'prix', 'tarif', 'precio', 'prezz', 'preço', 'цена', 'цены', 'стоимость', 'fiyat', 'سعر', 'أسعار', 'मूल्य', 'कीमत', '価格', '料金', '가격', '价格', '價格'],
  ['privacy', 'datenschutz', 'confidentialité', 'privacidad', 'privacidade', 'конфиденциальн', 'персональные данные', 'gizlilik', 'خصوصية', 'الخصوصية', 'गोपनीयता', 'プライバシー', '個人情報', '개인정보', '隐私', '隱私'],
  ['investors', 'investor', 'investisseur', 'inversor', 'inversionista', 'investitor', 'investidor', 'инвестор', 'yatırımcı', 'مستثمر', 'المستثمرين', 'निवेशक', '投資家', '투자자', '投资者', '投資人'],
  ['news', 'nachrichten', 'neuigkeiten', 'actualités', 'noticias', 'notizie', 'notícias', 'новости', 'haberler', 'أخبار', 'समाचार', 'ニュース', '뉴스', '新闻', '新聞'],
  ['team', 'équipe', 'equipo', 'squadra', 'equipe', 'команда', 'ekip', 'فريق', 'टीम', 'チーム', '팀', '团队', '團隊'],
  ['demo', 'démo', 'демо', 'عرض توضيحي', 'डेमो', 'デモ', '데모', '演示', '示範'],
  ['glossary', 'glossar', 'glossaire', 'glosario', 'glossario', 'glossário', 'глоссарий', 'sözlük', 'مسرد', 'शब्दावली', '用語集', '용어집', '术语表', '術語表'],
];

/** Lower case, without Latin accents or Arabic vowel marks, so that "energia" finds "energía". */
const fold = (text: string) => text.normalize('NFKD').toLowerCase().replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '');
const SPACED_SCRIPT = /^[\p{Script=Latin}\p{Script=Cyrillic}]{1,3}$/u;
const folded = CROSS_LANGUAGE_TERMS.map(([english, ...terms]) => ({ english, terms: terms.map(fold) }));

/** The English phrases named by the words of a query in another language. */
export function crossLanguageExpansions(query: string): string[] {
  const haystack = fold(query);
  const words = new Set(haystack.split(/[^\p{L}\p{N}\p{M}]+/u));
  return folded
    .filter(({ terms }) => terms.some((term) => (SPACED_SCRIPT.test(term) ? words.has(term) : haystack.includes(term))))
    .map(({ english }) => english);
}

const normalize = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}+-]+/gu, ' ').trim()} `;

/**
 * The phrases a query gains (not those it already contains): the English phrases its words in
 * another language name, and the synonym groups of its words and of those phrases.
 */
export function synonymExpansions(query: string): string[] {
  const translated = crossLanguageExpansions(query);
  const own = normalize(query);
  const haystack = normalize(`${query} ${translated.join(' ')}`);
  const extra = new Set<string>(translated.filter((phrase) => !own.includes(normalize(phrase))));
  for (const group of SYNONYM_GROUPS) {
    if (group.some((phrase) => haystack.includes(normalize(phrase)))) {
      for (const phrase of group) if (!haystack.includes(normalize(phrase))) extra.add(phrase);
    }
  }
  return [...extra];
}
