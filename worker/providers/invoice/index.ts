import { sandboxAllowed } from "../../middleware/environment";
import { InvoiceConfigError, type InvoiceProvider } from "./invoice";
import { SandboxInvoice } from "./sandbox";

/**
 * INVOICE_PROVIDER=sandbox (default). Production refuses the sandbox unless ALLOW_SANDBOX_PROVIDERS=1:
 * a 样票 must never reach a customer of a live site as if it were an invoice.
 */
export function invoiceProvider(env: Env): InvoiceProvider {
  const kind = env.INVOICE_PROVIDER?.trim() || "sandbox";
  if (kind !== "sandbox") throw new InvoiceConfigError(`INVOICE_PROVIDER 取值无效：${kind}（当前仅支持 sandbox；接入数电发票服务请实现 InvoiceProvider）`);
  if (!sandboxAllowed(env)) throw new InvoiceConfigError("生产环境不能使用开票沙箱：请接入数电发票服务，或显式设置 ALLOW_SANDBOX_PROVIDERS=1");
  return new SandboxInvoice({ name: env.INVOICE_SELLER_NAME?.trim() || "契合平台（沙箱销售方）", taxNo: env.INVOICE_SELLER_TAX_NO?.trim() || "" });
}
