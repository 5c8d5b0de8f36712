import type { CompatRoute } from "./fields";
import { accountsRows } from "./rows/accounts";
import { dictionariesRows } from "./rows/dictionaries";
import { filesRows } from "./rows/files";
import { librariesRows } from "./rows/libraries";
import { moneyRows } from "./rows/money";
import { servicesRows } from "./rows/services";

export type { Caller, CompatRoute, InputSource } from "./fields";

// The REST surface of SPEC §7 as one table: each row is a method, a path (Hono pattern), where its
// input comes from, and the procedure it calls. Rows call procedures through the caller, so the
// access policy of the procedure applies to the REST call too. The rows live in rows/ by domain; their
// order here is the order Hono matches them in.
export const compatRoutes: CompatRoute[] = [...accountsRows, ...dictionariesRows, ...librariesRows, ...servicesRows, ...moneyRows, ...filesRows];
