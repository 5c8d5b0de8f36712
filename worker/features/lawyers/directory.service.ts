import type { Page } from "#core/page";
import type { DB } from "#db/client";
import { RUNNING_ADS_SHOWN, type RunningAd, runningAdsQuery, toRunningAds } from "../ads/ads.service";
import { type LawyerOptions, lawyerOptionsQueries, toLawyerOptions } from "../dictionaries/dictionaries.service";
import type { LawyerListInput } from "./lawyers.schema";
import {
  type FieldNode,
  fieldTreeQueries,
  type LawyerCard,
  listQueries,
  recentQuery,
  residentQuery,
  toCardPage,
  toCards,
  toFieldTree,
} from "./lawyers.service";

// /seekLawyer (找律师) and its other paths: everything the page shows in one D1 round trip, from the
// same statements the separate procedures of the REST surface run.

const SIDE_LIST_SIZE = 6;

export type LawyerDirectory = {
  page: Page<LawyerCard>;
  tree: FieldNode[];
  options: LawyerOptions;
  resident: LawyerCard[];
  recent: LawyerCard[];
  ads: RunningAd[];
  /** The filters as the list applied them: a title or tag that is no enabled item is left out. */
  filters: LawyerListInput;
  fieldName: string | null;
};

export async function lawyerDirectory(db: DB, input: LawyerListInput, now: number): Promise<LawyerDirectory> {
  const [rows, total, fields, links, titles, tags, types, resident, recent, ads] = await db.batch([
    ...listQueries(db, input),
    ...fieldTreeQueries(db),
    ...lawyerOptionsQueries(db),
    residentQuery(db, SIDE_LIST_SIZE),
    recentQuery(db, SIDE_LIST_SIZE),
    runningAdsQuery(db, "lawyers", now, RUNNING_ADS_SHOWN),
  ]);
  const tree = toFieldTree(fields, links);
  const options = toLawyerOptions(titles, tags, types);
  const field = tree.flatMap((f) => [f, ...f.children]).find((f) => f.id === input.fieldId);
  return {
    page: toCardPage(rows, total, input, now),
    tree,
    options,
    resident: toCards(resident, now),
    recent: toCards(recent, now),
    ads: toRunningAds(ads),
    filters: {
      ...input,
      title: input.title && options.titles.includes(input.title) ? input.title : undefined,
      tag: input.tag && options.tags.includes(input.tag) ? input.tag : undefined,
    },
    fieldName: field?.name ?? null,
  };
}
