// Template publishing (上传专区, SPEC §4 my-template status): the status machine of an uploaded template,
// who may move it, the quality gates' limits and the messages an author sees. Shared by the pages and
// the worker; no zod here, the page imports it directly.

export const SUBMISSION_STATUS = { DRAFT: 0, REVIEWING: 1, APPROVED: 2, REJECTED: 3 } as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUS)[keyof typeof SUBMISSION_STATUS];

export const SUBMISSION_STATUS_TEXT: Record<SubmissionStatus, string> = { 0: "待提交", 1: "审核中", 2: "已通过", 3: "未通过" };

export type PublishingActor = "author" | "reviewer";

/**
 * Allowed moves and who makes them. The author saves (→ 0) or submits (→ 1) from a draft, a rejection
 * or an approved version (an edit of an approved template is reviewed again while the approved text
 * stays live), and withdraws a submission from review (1 → 0); only a reviewer decides (1 → 2 or 3).
 */
const TRANSITIONS: Record<SubmissionStatus, Partial<Record<SubmissionStatus, PublishingActor>>> = {
  0: { 0: "author", 1: "author" },
  1: { 0: "author", 2: "reviewer", 3: "reviewer" },
  2: { 0: "author", 1: "author" },
  3: { 0: "author", 1: "author" },
};

export function canMoveSubmission(from: SubmissionStatus, to: SubmissionStatus, actor: PublishingActor): boolean {
  return TRANSITIONS[from][to] === actor;
}

/** The statuses a move to `to` by `actor` may start from: the guard of the conditional update. */
export function submissionSources(to: SubmissionStatus, actor: PublishingActor): SubmissionStatus[] {
  return ([0, 1, 2, 3] as const).filter((from) => canMoveSubmission(from, to, actor));
}

/** An author deletes only what never went live and is not being reviewed. */
export function canDeleteSubmission(status: SubmissionStatus, published: boolean): boolean {
  return !published && (status === SUBMISSION_STATUS.DRAFT || status === SUBMISSION_STATUS.REJECTED);
}

export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** Uploads: a Word file (.docx, recognised by its bytes) of at most 10 MB. */
export const TEMPLATE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const TEMPLATE_FILE_ACCEPT = ".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const PUBLISHING_LIMITS = {
  titleMin: 4,
  titleMax: 60,
  summaryMax: 300,
  noteMax: 200,
  notesMax: 10,
  hintsMax: 10,
  hintMax: 40,
  /** A contract shorter than this is not a usable template. */
  bodyMin: 300,
  bodyMax: 200_000,
  /** ¥0.01 – ¥9,999.00 */
  priceMaxFen: 999_900,
  /** Share of the upload's five-character shingles found in one library template that counts as a copy. */
  duplicateShare: 0.9,
  /** Un-reviewed submissions (drafts, in review, rejected) one author may keep at once. */
  openMax: 50,
} as const;

export const PUBLISHING_MESSAGES = {
  notFound: "该上传范本不存在或已删除",
  fileMissing: "请选择要上传的 Word 文件",
  fileTooBig: "文件不能超过 10MB",
  fileType: "仅支持 Word（.docx）文件，请将 .doc 另存为 .docx 后上传",
  fileUnreadable: "无法读取该 Word 文件，请确认文件未损坏且未加密",
  fileEmpty: "文件中没有可识别的正文",
  titleLength: `标题应为 ${PUBLISHING_LIMITS.titleMin}–${PUBLISHING_LIMITS.titleMax} 个字`,
  category: "请选择范本分类",
  summary: "请填写适用场景",
  bodyShort: `正文过短（至少 ${PUBLISHING_LIMITS.bodyMin} 字），请上传完整的合同文本`,
  bodyLong: "正文过长，请拆分后分别上传",
  price: "价格应在 0.01 至 9999 元之间",
  tooMany: `未审核的上传已达 ${PUBLISHING_LIMITS.openMax} 份，请先处理已有的草稿`,
  titleTaken: "已有同名范本上架，请修改标题",
  contact: "内容中含有电话号码、网址或二维码等站外联系方式，请删除后再提交",
  reviewing: "该范本正在审核中，请先撤回审核再修改",
  notAllowed: "当前状态不能进行该操作",
  reason: "请填写驳回原因",
  duplicate: (title: string, percent: number) => `与已上架范本《${title}》的重复度达 ${percent}%，请勿重复上传`,
} as const;

/** Price choice of the form: free, paid (yuan → fen), or member-free (paid for others, free for VIP). */
export type PriceMode = "free" | "paid" | "member";

const PHONE = /(?<!\d)(?:\+?86[-\s]?)?1[3-9]\d(?:[-\s]?\d{4}){2}(?!\d)|(?<!\d)0\d{2,3}-\d{7,8}(?!\d)|(?<!\d)400-?\d{3}-?\d{4}(?!\d)/;
const URL = /https?:\/\/|www\.|[a-z0-9-]+\.(?:com|cn|net|org|top|vip|xyz|cc)(?![a-z])/i;
const QR = /二维码|扫码|扫一扫|加微信|微信号|加V|vx[:：]?|qq群|公众号/i;

/** Advertising outside the platform: a phone number, a web address or a QR-code call. */
export function hasContactAd(text: string): boolean {
  return PHONE.test(text) || URL.test(text) || QR.test(text);
}

/** Characters compared by the duplicate check: whitespace, blanks and punctuation say nothing of the text. */
function shingleText(text: string): string[] {
  return [...text.replace(/[\s_＿\p{P}]/gu, "")];
}

export const SHINGLE = 5;

/** The set of five-character shingles of a text. */
export function shingles(text: string): Set<string> {
  const chars = shingleText(text);
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= chars.length; i++) out.add(chars.slice(i, i + SHINGLE).join(""));
  return out;
}

/** The share of the upload's shingles that occur in the other text (0–1). */
export function containedShare(upload: Set<string>, other: Set<string>): number {
  if (upload.size === 0) return 0;
  let shared = 0;
  for (const s of upload) if (other.has(s)) shared++;
  return shared / upload.size;
}
