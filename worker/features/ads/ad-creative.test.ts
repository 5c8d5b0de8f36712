import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, callerFor, request } from "../../../tests/setup/helpers";
import { placedAd, seedAds } from "./ads-test-kit";

beforeAll(seedAds);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const image = (bytes: Uint8Array<ArrayBuffer>, name = "creative.png") => new File([bytes], name, { type: "image/png" });

describe("ad creative image", () => {
  it("creative: the buyer sets and replaces the image while the ad waits for review; the reviewer and /ad/ads see it", async () => {
    const { id, location, buyer } = await placedAd("劳动合同审查", { approve: false });
    const caller = callerFor(buyer);
    const first = await caller.ads.uploadCreative({ campaignId: id, file: image(PNG) });
    const second = await caller.ads.uploadCreative({ campaignId: id, file: image(PNG, "second.png") });
    expect(second.image).not.toBe(first.image);
    // The replaced image is gone from R2; the current one is served.
    expect(await env.FILES.head(first.image.replace("/files/", ""))).toBeNull();
    expect((await request(second.image)).status).toBe(200);
    const pending = (await callerFor(ADMIN).adsAdmin.pending()).find((a) => a.id === id);
    expect(`/files/${pending?.imageKey}`).toBe(second.image);
    await callerFor(ADMIN).adsAdmin.approve({ id });
    const shown = (await (await request(`/ad/ads?location=${location}`)).json()) as { data: { id: number; image: string | null }[] };
    expect(shown.data.find((a) => a.id === id)?.image).toBe(second.image);
    // Approved: the image the reviewer saw stays.
    await expect(caller.ads.uploadCreative({ campaignId: id, file: image(PNG) })).rejects.toThrow("广告已审核，不能再更换图片");
  });

  it("creative: not an image, too large, or another user's campaign is refused with a reason", async () => {
    const { id } = await placedAd("股权激励方案", { approve: false });
    const stranger = await placedAd("知产维权", { approve: false });
    const caller = callerFor(stranger.buyer);
    await expect(caller.ads.uploadCreative({ campaignId: id, file: image(PNG) })).rejects.toThrow("广告不存在");
    await expect(caller.ads.uploadCreative({ campaignId: stranger.id, file: image(new TextEncoder().encode("<svg/>"), "x.svg") })).rejects.toThrow(
      "广告图片须为 JPG、PNG 或 WebP 格式",
    );
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    await expect(caller.ads.uploadCreative({ campaignId: stranger.id, file: image(big) })).rejects.toThrow("广告图片不能超过 1MB");
  });
});
