import type { Locale } from '../i18n/locales';
import ar from '../../messages/ar.json';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import fr from '../../messages/fr.json';
import hi from '../../messages/hi.json';
import it from '../../messages/it.json';
import ja from '../../messages/ja.json';
import ko from '../../messages/ko.json';
import pt from '../../messages/pt.json';
import ru from '../../messages/ru.json';
import tr from '../../messages/tr.json';
import zh from '../../messages/zh.json';
import zhTW from '../../messages/zh-TW.json';

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

type Subject =
  | 'quantum' | 'qubit' | 'computing' | 'encryption' | 'navigation' | 'space' | 'satellite' | 'energy' | 'fusion'
  | 'artificial intelligence' | 'biotechnology' | 'protein' | 'drug discovery' | 'error correction' | 'research'
  | 'careers' | 'contact' | 'pricing' | 'privacy' | 'investors' | 'news' | 'team' | 'demo' | 'glossary' | 'headquarters'
  // Tasks the assistant answers in English (lib/assistant/tasks.ts): booking, and where the company is.
  | 'book a consultation' | 'office address';

/**
 * The site's subjects in the other thirteen languages of its interface. Page texts are English,
 * so a query typed in the visitor's language (量子, Verschlüsselung, क्वांटम) also looks for the
 * English phrase; only the visitor's own language is read, so a word of one language is never
 * taken for another's ("precio" in an English query, "ekip" in French). Words the same as the
 * English are left out: the index finds them itself.
 * How a term matches, after folding (see `fold`): in Chinese, Japanese and Korean, anywhere in the
 * query; in the other scripts, at the start of a word, so a stem finds its endings ("quanten" in
 * "Quantencomputer", "cuántic" in "cuántica"), and in Arabic after the article or "and" too
 * (ال, و, وال); a term ending in `$` only as a whole word ("ki$": KI, not "Kinase").
 */
export const CROSS_LANGUAGE_TERMS: Readonly<Record<Exclude<Locale, 'en'>, Partial<Record<Subject, readonly string[]>>>> = {
  de: {
    quantum: ['quanten'], computing: ['rechner', 'quantencomputer', 'quantencomputing'], encryption: ['verschlüsselung', 'verschlüsselt', 'kryptografie', 'kryptographie'],
    space: ['weltraum', 'raumfahrt'], satellite: ['satellit'], energy: ['energie', 'solarenergie', 'windenergie', 'kernenergie'], fusion: ['kernfusion'],
    'artificial intelligence': ['ki$', 'künstliche intelligenz'], biotechnology: ['biotechnologie'], protein: ['proteine$', 'eiweiß'], 'drug discovery': ['wirkstoff', 'arzneimittel', 'medikament'],
    'error correction': ['fehlerkorrektur'], research: ['forschung'], careers: ['karriere', 'stellenangebot', 'stellenanzeige'], contact: ['kontakt'], pricing: ['preis', 'kosten$'],
    privacy: ['datenschutz'], investors: ['investoren', 'anleger'], news: ['nachrichten', 'neuigkeiten', 'aktuelles'], glossary: ['glossar$'],
    headquarters: ['hauptsitz', 'zentrale', 'firmensitz'],
    'book a consultation': ['beratung', 'termin$', 'termine$'], 'office address': ['adresse', 'anschrift', 'büro', 'wo befinde', 'wo sitz'],
  },
  fr: {
    quantum: ['quantique'], computing: ['informatique', 'ordinateur', 'calcul'], encryption: ['chiffrement', 'chiffré', 'cryptographie'], space: ['spatial', 'espace'],
    energy: ['énergie'], 'artificial intelligence': ['ia$', 'intelligence artificielle'], biotechnology: ['biotechnologie'], protein: ['protéine'], 'drug discovery': ['médicament'],
    'error correction': ["correction d'erreur", 'correction des erreurs'], research: ['recherche'], careers: ['carrière', 'emploi', 'recrutement'], pricing: ['prix$', 'tarif'],
    privacy: ['confidentialité', 'données personnelles'], investors: ['investisseur'], news: ['actualité'], team: ['équipe$'], glossary: ['glossaire'],
    headquarters: ['siège'],
    'book a consultation': ['consultation', 'rendez-vous'], 'office address': ['adresse', 'bureau$', 'bureaux$', 'où êtes-vous', 'où se trouvent vos'],
  },
  es: {
    quantum: ['cuántic'], computing: ['computación', 'computadora', 'ordenador'], encryption: ['cifrado', 'criptografía'], navigation: ['navegación'], space: ['espacial', 'espacio'],
    satellite: ['satélite'], energy: ['energía'], fusion: ['fusión'], 'artificial intelligence': ['ia$', 'inteligencia artificial'], biotechnology: ['biotecnología'], protein: ['proteína'],
    'drug discovery': ['fármaco', 'medicamento'], 'error correction': ['corrección de errores', 'corrección de error'], research: ['investigación'],
    careers: ['empleo', 'vacante', 'trabaja con nosotros'], contact: ['contacto'], pricing: ['precio'], privacy: ['privacidad'], investors: ['inversor', 'inversionista'],
    news: ['noticias'], team: ['equipo$'], glossary: ['glosario'],
    headquarters: ['sede$', 'oficina central'],
    'book a consultation': ['consulta$', 'consultoría', 'cita$', 'reservar'], 'office address': ['dirección', 'oficina$', 'oficinas$', 'dónde están', 'dónde se encuentran'],
  },
  it: {
    quantum: ['quantistic'], computing: ['informatica', 'calcolo'], encryption: ['crittografia', 'cifratura'], navigation: ['navigazione'], space: ['spaziale', 'spazio$'],
    satellite: ['satellit'], energy: ['energia'], fusion: ['fusione'], 'artificial intelligence': ['ia$', 'intelligenza artificiale'], biotechnology: ['biotecnologi'],
    protein: ['proteina', 'proteine'], 'drug discovery': ['farmac'], 'error correction': ['correzione degli errori', 'correzione errori', "correzione dell'errore"], research: ['ricerca'],
    careers: ['carriere', 'lavora con noi', 'posizioni aperte', 'offerte di lavoro'], contact: ['contatt'], pricing: ['prezz'], investors: ['investitor'], news: ['notizie'],
    team: ['squadra'], glossary: ['glossario'],
    headquarters: ['sede$'],
    'book a consultation': ['consulenza', 'appuntamento', 'prenotare'], 'office address': ['indirizzo', 'ufficio', 'uffici$', 'dove siete', 'dove si trovano'],
  },
  pt: {
    quantum: ['quântic'], computing: ['computação', 'computador'], encryption: ['criptografia', 'cifragem'], navigation: ['navegação'], space: ['espacial', 'espaço'],
    satellite: ['satélite'], energy: ['energia'], fusion: ['fusão'], 'artificial intelligence': ['ia$', 'inteligência artificial'], biotechnology: ['biotecnologia'], protein: ['proteína'],
    'drug discovery': ['fármaco', 'medicamento'], 'error correction': ['correção de erros', 'correção de erro'], research: ['pesquisa'],
    careers: ['carreira', 'vagas$', 'emprego', 'trabalhe conosco'], contact: ['contato'], pricing: ['preço'], privacy: ['privacidade'], investors: ['investidor'], news: ['notícias'],
    team: ['equipe$'], glossary: ['glossário'],
    headquarters: ['sede$'],
    'book a consultation': ['consultoria', 'consulta$', 'agendar', 'marcar uma'], 'office address': ['endereço', 'escritório', 'onde ficam', 'onde estão'],
  },
  ru: {
    quantum: ['квант'], qubit: ['кубит'], computing: ['вычислени', 'компьютер'], encryption: ['шифрован', 'криптограф'], navigation: ['навигаци'], space: ['космос', 'космическ'],
    satellite: ['спутник'], energy: ['энерги'], fusion: ['термоядерн'], 'artificial intelligence': ['ии$', 'искусственный интеллект', 'искусственного интеллекта'],
    biotechnology: ['биотехнолог'], protein: ['белок', 'белков', 'протеин'], 'drug discovery': ['лекарств'], 'error correction': ['коррекция ошибок', 'исправление ошибок'],
    research: ['исследовани'], careers: ['ваканси', 'карьер'], contact: ['контакт', 'связаться'], pricing: ['цена$', 'цены$', 'стоимост'], privacy: ['конфиденциальн', 'персональные данные'],
    investors: ['инвестор'], news: ['новост'], team: ['команд'], demo: ['демонстрац'], glossary: ['глоссари'],
    headquarters: ['штаб-квартир', 'головной офис'],
    'book a consultation': ['консультаци', 'записаться', 'забронировать'], 'office address': ['адрес', 'офис$', 'офисы$', 'где вы находитесь', 'где находится ваш'],
  },
  tr: {
    quantum: ['kuantum'], qubit: ['kübit'], computing: ['bilgisayar', 'hesaplama'], encryption: ['şifreleme', 'kriptografi'], navigation: ['navigasyon', 'seyrüsefer'], space: ['uzay'],
    satellite: ['uydu'], energy: ['enerji'], fusion: ['füzyon'], 'artificial intelligence': ['yapay zeka', 'yapay zekâ'], biotechnology: ['biyoteknoloji'], 'drug discovery': ['ilaç'],
    'error correction': ['hata düzeltme'], research: ['araştırma'], careers: ['kariyer', 'iş ilan'], contact: ['iletişim'], pricing: ['fiyat'], privacy: ['gizlilik'],
    investors: ['yatırımcı'], news: ['haber'], team: ['ekip$', 'ekibi'], glossary: ['sözlük'],
    headquarters: ['genel merkez'],
    'book a consultation': ['danışmanlık', 'randevu'], 'office address': ['adres', 'ofis', 'neredesiniz'],
  },
  ar: {
    quantum: ['كمومي', 'كمي$'], qubit: ['كيوبت'], computing: ['حوسبة', 'حاسوب', 'كمبيوتر'], encryption: ['تشفير'], navigation: ['ملاحة'], space: ['فضاء', 'فضائي'],
    satellite: ['قمر صناعي', 'أقمار صناعية'], energy: ['طاقة'], fusion: ['اندماج'], 'artificial intelligence': ['ذكاء اصطناعي', 'الذكاء الاصطناعي'],
    biotechnology: ['تكنولوجيا حيوية', 'التكنولوجيا الحيوية', 'تقنية حيوية', 'التقنية الحيوية'], protein: ['بروتين'], 'drug discovery': ['دواء', 'أدوية'],
    'error correction': ['تصحيح الأخطاء', 'تصحيح الخطأ'], research: ['أبحاث', 'بحث علمي'], careers: ['وظائف', 'وظيفة', 'توظيف'], contact: ['اتصال', 'تواصل', 'اتصل'],
    pricing: ['سعر', 'أسعار', 'تسعير', 'تكلفة', 'كلفة'], privacy: ['خصوصية'], investors: ['مستثمر'], news: ['أخبار'], team: ['فريق'], demo: ['عرض توضيحي'], glossary: ['مسرد', 'قاموس مصطلحات'],
    headquarters: ['مقر'],
    'book a consultation': ['استشارة', 'موعد', 'حجز'], 'office address': ['عنوان', 'مكتب', 'مكاتب', 'أين تقع', 'أين أنتم'],
  },
  hi: {
    quantum: ['क्वांटम'], qubit: ['क्यूबिट'], computing: ['कंप्यूटिंग', 'कंप्यूटर', 'संगणन'], encryption: ['एन्क्रिप्शन', 'कूटलेखन', 'क्रिप्टोग्राफी'], navigation: ['नेविगेशन', 'नौवहन'],
    space: ['अंतरिक्ष'], satellite: ['उपग्रह'], energy: ['ऊर्जा'], fusion: ['संलयन', 'फ्यूजन'], 'artificial intelligence': ['एआई', 'कृत्रिम बुद्धि'], biotechnology: ['जैव प्रौद्योगिकी', 'बायोटेक'],
    protein: ['प्रोटीन'], 'drug discovery': ['दवा', 'औषधि'], 'error correction': ['त्रुटि सुधार'], research: ['अनुसंधान', 'शोध'], careers: ['करियर', 'नौकरी', 'नौकरियां', 'नौकरियाँ'],
    contact: ['संपर्क'], pricing: ['मूल्य', 'कीमत'], privacy: ['गोपनीयता'], investors: ['निवेशक'], news: ['समाचार'], team: ['टीम'], demo: ['डेमो'], glossary: ['शब्दावली'],
    headquarters: ['मुख्यालय'],
    'book a consultation': ['परामर्श', 'अपॉइंटमेंट', 'बुक'], 'office address': ['कार्यालय', 'दफ्तर', 'दफ़्तर', 'ऑफिस', 'कहाँ स्थित', 'कहां स्थित'],
  },
  ja: {
    quantum: ['量子'], qubit: ['量子ビット', 'キュービット'], computing: ['コンピュータ', 'コンピューター', '計算'], encryption: ['暗号'], navigation: ['航法', 'ナビゲーション'], space: ['宇宙'],
    satellite: ['衛星'], energy: ['エネルギー'], fusion: ['核融合'], 'artificial intelligence': ['人工知能'], biotechnology: ['バイオテクノロジー', 'バイオテック'],
    protein: ['タンパク質', 'たんぱく質', '蛋白質'], 'drug discovery': ['創薬', '医薬品'], 'error correction': ['誤り訂正', 'エラー訂正'], research: ['研究'], careers: ['採用', '求人', 'キャリア'],
    contact: ['問い合わせ', '問合せ', '連絡'], pricing: ['価格', '料金'], privacy: ['プライバシー', '個人情報'], investors: ['投資家'], news: ['ニュース', 'お知らせ'], team: ['チーム'],
    demo: ['デモ'], glossary: ['用語集'],
    headquarters: ['本社', '本部'],
    'book a consultation': ['相談', '予約', 'コンサルティング'], 'office address': ['住所', '所在地', 'オフィス', '事務所'],
  },
  ko: {
    quantum: ['양자'], qubit: ['큐비트'], computing: ['컴퓨터', '컴퓨팅'], encryption: ['암호'], navigation: ['항법', '내비게이션'], space: ['우주'], satellite: ['위성'], energy: ['에너지'],
    fusion: ['핵융합'], 'artificial intelligence': ['인공지능', '인공 지능'], biotechnology: ['생명공학', '생명 공학', '바이오테크'], protein: ['단백질'], 'drug discovery': ['신약', '의약품'],
    'error correction': ['오류 정정', '오류정정', '오류 수정'], research: ['연구'], careers: ['채용', '커리어', '일자리'], contact: ['문의', '연락'], pricing: ['가격', '요금'],
    privacy: ['개인정보', '개인 정보'], investors: ['투자자'], news: ['뉴스', '소식'], team: ['팀$'], demo: ['데모'], glossary: ['용어집'],
    headquarters: ['본사'],
    'book a consultation': ['상담', '예약'], 'office address': ['주소', '사무실'],
  },
  zh: {
    quantum: ['量子'], qubit: ['量子比特', '量子位'], computing: ['计算', '电脑'], encryption: ['加密', '密码学'], navigation: ['导航'], space: ['太空', '航天', '宇宙'], satellite: ['卫星'],
    energy: ['能源', '能量'], fusion: ['聚变'], 'artificial intelligence': ['人工智能'], biotechnology: ['生物技术', '生物科技'], protein: ['蛋白质'], 'drug discovery': ['药物', '新药'],
    'error correction': ['纠错', '错误校正', '容错'], research: ['研究'], careers: ['招聘', '职位', '工作机会'], contact: ['联系', '联络'], pricing: ['价格', '定价', '报价'],
    privacy: ['隐私'], investors: ['投资者', '投资人'], news: ['新闻', '资讯'], team: ['团队'], demo: ['演示'], glossary: ['术语表', '词汇表'],
    headquarters: ['总部'],
    'book a consultation': ['咨询', '预约'], 'office address': ['地址', '办公室', '办事处', '位于哪'],
  },
  'zh-TW': {
    quantum: ['量子'], qubit: ['量子位元'], computing: ['計算', '電腦'], encryption: ['加密', '密碼學'], navigation: ['導航'], space: ['太空', '航太', '宇宙'], satellite: ['衛星'],
    energy: ['能源', '能量'], fusion: ['核融合', '聚變'], 'artificial intelligence': ['人工智慧', '人工智能'], biotechnology: ['生物技術', '生物科技'], protein: ['蛋白質'],
    'drug discovery': ['藥物', '新藥'], 'error correction': ['錯誤更正', '糾錯', '容錯'], research: ['研究'], careers: ['招募', '職缺', '徵才', '工作機會'], contact: ['聯絡', '聯繫'],
    pricing: ['價格', '定價', '報價'], privacy: ['隱私'], investors: ['投資人', '投資者'], news: ['新聞', '消息'], team: ['團隊'], demo: ['示範', '演示'], glossary: ['術語表', '詞彙表'],
    headquarters: ['總部'],
    'book a consultation': ['諮詢', '預約'], 'office address': ['地址', '辦公室', '辦事處', '位於哪'],
  },
};

/**
 * Lower case, without accents, Arabic vowel marks or the hamza's seat, Turkish ı as i and a curly
 * apostrophe as a straight one; recomposed, so that a Korean syllable stays one character.
 */
export const fold = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[’‘]/g, "'")
    .normalize('NFC');

const LETTER = String.raw`[\p{L}\p{M}\p{N}]`;
const ANYWHERE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term's pattern, by the rules above. */
function termPattern(term: string): RegExp {
  const whole = term.endsWith('$');
  const body = escape(fold(whole ? term.slice(0, -1) : term));
  if (ANYWHERE.test(term) && !whole) return new RegExp(body, 'u');
  const start = /\p{Script=Arabic}/u.test(term) ? `(?<!${LETTER})(?:وال|ال|و)?` : `(?<!${LETTER})`;
  return new RegExp(`${start}${body}${whole ? `(?!${LETTER})` : ''}`, 'u');
}

/**
 * The interface's own words, from the message catalogues: a visitor who types the label they see
 * in the menu, the footer or a result group ("ブログ", "Продукты", "المدونة", "Leistungen") means
 * the page it names, whose text is English, so the label also looks for the English label. Whole
 * words outside Chinese, Japanese and Korean, as the subjects above.
 */
const CATALOGUES = { ar, de, es, fr, hi, it, ja, ko, pt, ru, tr, zh, 'zh-TW': zhTW } satisfies Record<Exclude<Locale, 'en'>, unknown>;

type Catalogue = typeof en;
const interfaceLabels = (catalogue: Catalogue): string[] => [
  ...(['products', 'research', 'services', 'company', 'contact', 'about', 'projects', 'explore'] as const).map((key) => catalogue.Nav[key]),
  ...Object.values(catalogue.Footer.links),
  ...Object.values(catalogue.Search.sections),
];

const englishLabels = interfaceLabels(en);

function interfaceTerms(catalogue: Catalogue): { english: string; patterns: RegExp[] }[] {
  return interfaceLabels(catalogue).flatMap((label, index) => {
    const meant = englishLabels[index]?.toLowerCase();
    if (!meant || fold(label) === fold(meant)) return [];
    return [{ english: meant, patterns: [termPattern(ANYWHERE.test(label) ? label : `${label}$`)] }];
  });
}

const patterns = Object.fromEntries(
  Object.entries(CROSS_LANGUAGE_TERMS).map(([locale, subjects]) => [
    locale,
    [
      ...Object.entries(subjects).map(([english, terms]) => ({ english, patterns: (terms ?? []).map(termPattern) })),
      ...interfaceTerms(CATALOGUES[locale as Exclude<Locale, 'en'>] as Catalogue),
    ],
  ]),
) as Record<Exclude<Locale, 'en'>, { english: string; patterns: RegExp[] }[]>;

/** The English phrases named by the words of a query in the visitor's language (none in English). */
export function crossLanguageExpansions(query: string, locale?: Locale): string[] {
  if (!locale || locale === 'en') return [];
  const haystack = fold(query);
  return [...new Set(patterns[locale].filter((subject) => subject.patterns.some((pattern) => pattern.test(haystack))).map((subject) => subject.english))];
}

const normalize = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}+-]+/gu, ' ').trim()} `;

/**
 * The phrases a query gains (not those it already contains): the English phrases its words in
 * another language name, and the synonym groups of its words and of those phrases.
 */
export function synonymExpansions(query: string, locale?: Locale): string[] {
  const translated = crossLanguageExpansions(query, locale);
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
