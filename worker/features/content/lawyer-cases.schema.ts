import { z } from "zod";
import { keywordInput } from "#core/library";

// The lawyer picker of 律师代表案例: a name or part of a phone number; none lists the newest lawyers.
export const lawyerSearchInput = z.object({ keyword: keywordInput(20).optional().catch(undefined) });
