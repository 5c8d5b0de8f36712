// The files API of SPEC §7 (/admin/file/...): what one upload may be and how many a user keeps.

/** The largest file, as for the other document uploads (custom orders). */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Files one user may keep: the API is for documents an order or a form needs, not free storage. */
export const FILES_PER_USER = 200;
/** A file's public id: 22 base64url characters (128 random bits). */
export const FILE_ID = /^[A-Za-z0-9_-]{22}$/;
/** The client's label of a file: a lower-case word. */
export const FILE_PURPOSE = /^[a-z][a-z0-9_]{0,31}$/;
export const DEFAULT_FILE_PURPOSE = "general";
