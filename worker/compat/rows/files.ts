import { type CompatRoute, str } from "../fields";

// REST rows (SPEC §7 Files): upload (multipart: file, optional purpose), full_info and download_url by
// id, and delete; download/{id} answers the file itself and is mounted in features/files/files.http.ts.
export const filesRows: CompatRoute[] = [
  { method: "POST", path: "/admin/file/upload", input: "form", call: (c, i) => c.files.upload({ file: i.file as File, purpose: str(i.purpose) || undefined }) },
  { method: "GET", path: "/admin/file/full_info/:id", input: "none", call: (c, _i, p) => c.files.info({ id: p.id ?? "" }) },
  { method: "GET", path: "/admin/file/download_url/:id", input: "none", call: (c, _i, p) => c.files.url({ id: p.id ?? "" }) },
  { method: "DELETE", path: "/admin/file/:id", input: "none", call: (c, _i, p) => c.files.remove({ id: p.id ?? "" }) },
];
