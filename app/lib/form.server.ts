import { data } from "react-router";

/**
 * The form of a page action. A body that is not a form (broken multipart, JSON, plain text) is the
 * client's error: a 400 the error page shows, never a 500.
 */
export async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("请求内容格式不正确", { status: 400 });
  }
}
