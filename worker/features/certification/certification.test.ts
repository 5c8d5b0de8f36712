import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { yearOf } from "#core/dates";
import { createDb } from "#db/client";
import { certifications, lawyerFields, lawyerProfiles, userRoles } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { applicant, pngFile, seedCertification } from "../../../tests/setup/certification-fixture";
import { ADMIN, bearer, callerFor, LAWYER, request } from "../../../tests/setup/helpers";
import { approvalStatements } from "./review.service";

const db = createDb(env.DB);
const admin = callerFor(ADMIN);
let fieldIds: number[] = [];
let licence = 0;

beforeAll(async () => {
  ({ fieldIds } = await seedCertification());
});

/** A complete form; each call has its own licence number (they are unique among lawyers). */
function form(overrides: Record<string, unknown> = {}) {
  licence += 1;
  return {
    realName: "周明远",
    idNumber: "110101199003071233",
    firm: "北京衡正律师事务所",
    licenseNo: `11101201510${String(licence).padStart(6, "0")}`,
    cityCode: "110000",
    practiceSince: "2015",
    fields: fieldIds.slice(0, 2).map(String),
    roles: ["ROLE_ADVICE_LAWYER", "ROLE_CONTRACT_CUSTOMIZATION"],
    licensePhoto: pngFile("licence.png"),
    idPhoto: pngFile("id.png"),
    ...overrides,
  };
}

/** A valid ID number per applicant, so the one-ID-one-account rule does not couple the tests. */
function idNumber(n: number): string {
  const month = String((n % 12) + 1).padStart(2, "0");
  const first17 = `1101011990${month}15${String(n % 1000).padStart(3, "0")}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((a, d, i) => a + Number(d) * (weights[i] ?? 0), 0);
  return first17 + ("10X98765432"[sum % 11] ?? "");
}
let idSeq = 0;
const nextId = () => idNumber(++idSeq);

async function submitAs(user: SessionUser, overrides: Record<string, unknown> = {}) {
  return callerFor(user).certification.submit(form({ idNumber: nextId(), ...overrides }));
}

describe("lawyer certification: applicant", () => {
  it("submits into 审核中 with the ID number kept only masked and hashed", async () => {
    const user = await applicant();
    const caller = callerFor(user);
    expect(await caller.certification.mine()).toMatchObject({ status: "0", statusText: "待提交", application: null, lawyerRoles: [] });
    const view = await caller.certification.submit(form({ idNumber: "110101199003071233" }));
    expect(view).toMatchObject({ status: "1", statusText: "审核中", idNumberMasked: "110101********1233", cityName: "北京市", realName: "周明远" });
    const row = await db.query.certifications.findFirst({ where: eq(certifications.id, view.id) });
    expect(JSON.stringify(row)).not.toContain("110101199003071233");
    expect(row?.idNumberHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.licensePhotoKey).toMatch(new RegExp(`^private/certifications/${user.id}/[0-9a-f-]{36}\\.png$`));
    expect(await caller.certification.mine()).toMatchObject({ status: "1", application: { id: view.id } });
  });

  it("refuses a second submission while one is under review", async () => {
    const user = await applicant();
    await submitAs(user);
    await expect(submitAs(user)).rejects.toThrow("认证申请正在审核中，请勿重复提交");
    expect(await db.$count(certifications, eq(certifications.userId, user.id))).toBe(1);
  });

  it("withdraws to 待提交 with the form kept, and resubmits as a new application reusing the ID number and photos", async () => {
    const user = await applicant();
    const caller = callerFor(user);
    const first = await submitAs(user);
    const undone = await caller.certification.undo();
    expect(undone).toMatchObject({ id: first.id, status: "0", firm: "北京衡正律师事务所", fields: fieldIds.slice(0, 2) });
    expect(await caller.certification.mine()).toMatchObject({ status: "0", application: { id: first.id, licenseNo: first.licenseNo } });
    await expect(caller.certification.undo()).rejects.toThrow("当前没有审核中的认证申请");
    // Nothing lost: leaving the ID number and the photos empty keeps those of the withdrawn application.
    const again = await caller.certification.submit(
      form({ idNumber: "", licenseNo: first.licenseNo, licensePhoto: new File([], ""), idPhoto: undefined, firm: "上海明衡律师事务所" }),
    );
    expect(again.id).not.toBe(first.id);
    expect(again).toMatchObject({ status: "1", idNumberMasked: first.idNumberMasked, firm: "上海明衡律师事务所" });
    const [a, b] = await Promise.all([first.id, again.id].map((id) => db.query.certifications.findFirst({ where: eq(certifications.id, id) })));
    expect(b?.licensePhotoKey).toBe(a?.licensePhotoKey);
    expect(b?.idNumberHash).toBe(a?.idNumberHash);
  });

  it("asks a first-time applicant for the ID number and both photos", async () => {
    const user = await applicant();
    const caller = callerFor(user);
    await expect(caller.certification.submit(form({ idNumber: "" }))).rejects.toThrow("请输入身份证号");
    await expect(caller.certification.submit(form({ idNumber: nextId(), idPhoto: undefined }))).rejects.toThrow("请上传身份证照片");
    await expect(caller.certification.submit(form({ idNumber: "110101199002301231" }))).rejects.toThrow("身份证号不正确");
    await expect(caller.certification.submit(form({ idNumber: nextId(), licenseNo: "1234" }))).rejects.toThrow("执业证号应为 17 位数字");
    await expect(caller.certification.submit(form({ idNumber: nextId(), roles: [] }))).rejects.toThrow("请至少选择一种申请的律师身份");
    await expect(caller.certification.submit(form({ idNumber: nextId(), fields: ["999999"] }))).rejects.toThrow("专业领域无效");
    await expect(caller.certification.submit(form({ idNumber: nextId(), cityCode: "999999" }))).rejects.toThrow("请选择执业城市");
    expect(await db.$count(certifications, eq(certifications.userId, user.id))).toBe(0);
  });

  it("licence numbers: the old region-first layout and a future first year are refused, naming the digits", async () => {
    const user = await applicant();
    const caller = callerFor(user);
    await expect(caller.certification.submit(form({ idNumber: nextId(), licenseNo: "11012015110109411" }))).rejects.toThrow(
      "执业证号第 2–5 位应为执业机构所在省市的行政区划代码",
    );
    const nextYear = yearOf(Date.now()) + 1;
    await expect(caller.certification.submit(form({ idNumber: nextId(), licenseNo: `11101${nextYear}10123434` }))).rejects.toThrow(
      "执业证号第 6–9 位应为首次执业年份",
    );
    await expect(caller.certification.submit(form({ idNumber: nextId(), licenseNo: "11101201500123434" }))).rejects.toThrow("执业证号第 10 位应为执业类别代码");
    expect(await db.$count(certifications, eq(certifications.userId, user.id))).toBe(0);
  });

  it("refuses photos that are not images or are larger than 5 MB, storing nothing", async () => {
    const user = await applicant();
    const caller = callerFor(user);
    const text = new File([new TextEncoder().encode("这不是图片")], "licence.png", { type: "image/png" });
    await expect(caller.certification.submit(form({ idNumber: nextId(), licensePhoto: text }))).rejects.toThrow("律师执业证照片须为 JPG、PNG 或 WebP 图片");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(caller.certification.submit(form({ idNumber: nextId(), idPhoto: new File([big], "id.png", { type: "image/png" }) }))).rejects.toThrow(
      "身份证照片不能超过 5MB",
    );
    expect((await env.FILES.list({ prefix: `private/certifications/${user.id}/` })).objects).toHaveLength(0);
    expect(await db.$count(certifications, eq(certifications.userId, user.id))).toBe(0);
  });

  it("refuses an ID number that another account has under review or certified", async () => {
    const [one, two] = [await applicant(), await applicant()];
    const shared = nextId();
    await submitAs(one, { idNumber: shared });
    await expect(submitAs(two, { idNumber: shared })).rejects.toThrow("该身份证号已用于其他账号的律师认证");
    // Lower-case x and the upper-case X are one and the same number.
    const withX = "11010519491231002X";
    await submitAs(await applicant(), { idNumber: withX });
    await expect(submitAs(await applicant(), { idNumber: withX.toLowerCase() })).rejects.toThrow("该身份证号已用于其他账号");
  });

  it("keeps the photos private: /files/<key> without a signature is 403", async () => {
    const user = await applicant();
    const view = await submitAs(user);
    const row = await db.query.certifications.findFirst({ where: eq(certifications.id, view.id) });
    expect((await request(`/files/${row?.licensePhotoKey}`)).status).toBe(403);
    expect((await request(`/files/${row?.idPhotoKey}`)).status).toBe(403);
    const queued = (await admin.certification.queue()).records.find((r) => r.id === view.id);
    const signed = await request(queued?.licensePhotoUrl ?? "");
    expect(signed.status).toBe(200);
    expect(signed.headers.get("content-type")).toBe("image/png");
  });
});

describe("lawyer certification: review", () => {
  it("lists the queue oldest first with the applicant's details and signed photo links", async () => {
    const user = await applicant();
    const view = await submitAs(user);
    const queue = await admin.certification.queue();
    const times = queue.records.map((r) => r.submittedAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const item = queue.records.find((r) => r.id === view.id);
    expect(item).toMatchObject({ userId: user.id, phone: expect.stringMatching(/^166\*{4}\d{4}$/), fieldNames: ["合同纠纷", "公司股权"], sameIdAccounts: 0 });
    expect(item?.idPhotoUrl).toMatch(/^\/files\/private\/certifications\/.+\?exp=\d+&sig=/);
    expect(await admin.certification.pendingCount()).toBe(queue.total);
  });

  it("rejects with a required reason; the applicant sees it and resubmits", async () => {
    const user = await applicant();
    const caller = callerFor(user);
    const view = await submitAs(user);
    await expect(admin.certification.reject({ id: view.id, reason: " " })).rejects.toThrow("请填写驳回原因");
    await admin.certification.reject({ id: view.id, reason: "执业证照片不清晰，请重新拍摄上传" });
    expect(await caller.certification.mine()).toMatchObject({
      status: "3",
      statusText: "未通过",
      application: { rejectReason: "执业证照片不清晰，请重新拍摄上传" },
    });
    await expect(admin.certification.approve({ id: view.id })).rejects.toThrow("该申请已处理");
    const again = await caller.certification.submit(form({ idNumber: "", licenseNo: view.licenseNo, licensePhoto: pngFile() }));
    expect(again).toMatchObject({ status: "1", rejectReason: null });
    expect(await db.$count(userRoles, eq(userRoles.userId, user.id))).toBe(0);
  });

  it("approves: grants the roles applied for and publishes a profile; a second approval changes nothing", async () => {
    const user = await applicant();
    const caller = callerFor(user);
    const view = await submitAs(user, { roles: ["ROLE_ADVICE_LAWYER"], fields: fieldIds.map(String) });
    await admin.certification.approve({ id: view.id });

    expect(await caller.certification.mine()).toMatchObject({ status: "2", statusText: "已通过", lawyerRoles: ["ROLE_ADVICE_LAWYER"] });
    const profile = await db.query.lawyerProfiles.findFirst({ where: eq(lawyerProfiles.userId, user.id) });
    expect(profile).toMatchObject({
      name: "周明远",
      firm: "北京衡正律师事务所",
      cityCode: "110000",
      licenseNo: view.licenseNo,
      practiceSince: 2015,
      published: true,
    });
    const fields = await db.select().from(lawyerFields).where(eq(lawyerFields.userId, user.id));
    expect(fields.map((f) => f.fieldId).sort()).toEqual([...fieldIds].sort());
    await expect(caller.certification.submit(form({ idNumber: "" }))).rejects.toThrow("您已通过律师认证");

    await expect(admin.certification.approve({ id: view.id })).rejects.toThrow("该申请已处理");
    // A racing approval that read the row while it was still '1' fails as a whole in its batch.
    const stale = await db.query.certifications.findFirst({ where: eq(certifications.id, view.id) });
    if (!stale) throw new Error("missing application");
    const replay = { ...stale, status: "1", firm: "被覆盖的律所", roles: JSON.stringify(["ROLE_CONTRACT_CUSTOMIZATION"]), fields: "[]" };
    await expect(db.batch(approvalStatements(db, replay, ADMIN.id, Date.now() + 1))).rejects.toThrow();
    expect((await db.query.lawyerProfiles.findFirst({ where: eq(lawyerProfiles.userId, user.id) }))?.firm).toBe("北京衡正律师事务所");
    expect(await db.$count(userRoles, eq(userRoles.userId, user.id))).toBe(1);
    expect(await db.$count(lawyerFields, eq(lawyerFields.userId, user.id))).toBe(fieldIds.length);
    expect(await db.$count(certifications, and(eq(certifications.id, view.id), eq(certifications.status, "2")))).toBe(1);
  });

  it("lets holders of lawyer roles see their status instead of the form", async () => {
    const held = await applicant();
    await db.insert(userRoles).values({ userId: held.id, role: "ROLE_CONTRACT_CUSTOMIZATION" });
    expect(await callerFor(held).certification.mine()).toMatchObject({ status: "2", application: null, lawyerRoles: ["ROLE_CONTRACT_CUSTOMIZATION"] });
    await expect(submitAs(held)).rejects.toThrow("您已通过律师认证");
  });

  it("is for admins only", async () => {
    const user = await applicant();
    const view = await submitAs(user);
    for (const other of [callerFor(user), callerFor(LAWYER)]) {
      await expect(other.certification.queue()).rejects.toThrow("没有权限");
      await expect(other.certification.approve({ id: view.id })).rejects.toThrow("没有权限");
      await expect(other.certification.reject({ id: view.id, reason: "不通过" })).rejects.toThrow("没有权限");
    }
    await expect(callerFor(null).certification.queue()).rejects.toThrow("登录已过期");
    await expect(callerFor(null).certification.mine()).rejects.toThrow("登录已过期");
    expect(await db.$count(certifications, and(eq(certifications.id, view.id), eq(certifications.status, "1")))).toBe(1);
  });
});

describe("lawyer certification: REST rows", () => {
  type Envelope<T> = { code: number; msg: string; data: T };

  it("GET / POST /admin/lawyer/certification and POST certification_undo", async () => {
    const user = await applicant();
    const auth = await bearer(user);
    expect((await request("/admin/lawyer/certification")).status).toBe(424);
    const before = (await (await request("/admin/lawyer/certification", { headers: auth })).json()) as Envelope<{ status: string }>;
    expect(before).toMatchObject({ code: 0, data: { status: "0" } });

    const body = new FormData();
    const f = form({ idNumber: nextId() });
    for (const key of ["realName", "idNumber", "firm", "licenseNo", "cityCode", "practiceSince"] as const) body.set(key, String(f[key]));
    body.set("fields", f.fields.join(","));
    body.set("roles", JSON.stringify(f.roles));
    body.set("licensePhoto", pngFile());
    body.set("idPhoto", pngFile());
    const submitted = (await (await request("/admin/lawyer/certification", { method: "POST", headers: auth, body })).json()) as Envelope<{ status: string }>;
    expect(submitted).toMatchObject({ code: 0, data: { status: "1" } });
    const again = (await (await request("/admin/lawyer/certification", { method: "POST", headers: auth, body })).json()) as Envelope<null>;
    expect(again).toMatchObject({ code: -1, msg: "认证申请正在审核中，请勿重复提交" });

    const undone = (await (await request("/admin/lawyer/certification_undo", { method: "POST", headers: auth })).json()) as Envelope<{ status: string }>;
    expect(undone).toMatchObject({ code: 0, data: { status: "0" } });
    const after = (await (await request("/admin/lawyer/certification", { headers: auth })).json()) as Envelope<{ status: string }>;
    expect(after.data.status).toBe("0");

    const bad = new FormData();
    bad.set("realName", "周明远");
    const refused = (await (await request("/admin/lawyer/certification", { method: "POST", headers: auth, body: bad })).json()) as Envelope<null>;
    expect(refused.code).toBe(-1);
    expect(refused.msg).toBeTruthy();
  });
});
