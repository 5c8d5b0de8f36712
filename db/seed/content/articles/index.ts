import { companyArticles } from "./company.ts";
import { contractArticles } from "./contract.ts";
import { criminalArticles } from "./criminal.ts";
import { dataArticles } from "./data.ts";
import { disputeArticles } from "./dispute.ts";
import { familyArticles } from "./family.ts";
import { ipArticles } from "./ip.ts";
import type { ArticleSeed, KnowledgeSeed } from "./kit.ts";
import { knowledgeEntries } from "./knowledge.ts";
import { laborArticles } from "./labor.ts";
import { propertyArticles } from "./property.ts";
import { taxArticles } from "./tax.ts";

// 法律文集 as seeded: classifications in display order, each with its lawyers' articles.
export const ARTICLE_CLASSIFICATIONS: { slug: string; name: string; articles: ArticleSeed[] }[] = [
  { slug: "contract", name: "合同实务", articles: contractArticles },
  { slug: "company", name: "公司治理", articles: companyArticles },
  { slug: "labor", name: "劳动用工", articles: laborArticles },
  { slug: "family", name: "婚姻家事", articles: familyArticles },
  { slug: "property", name: "房产物业", articles: propertyArticles },
  { slug: "ip", name: "知识产权", articles: ipArticles },
  { slug: "criminal", name: "刑事辩护", articles: criminalArticles },
  { slug: "dispute", name: "争议解决", articles: disputeArticles },
  { slug: "tax", name: "财税合规", articles: taxArticles },
  { slug: "data", name: "数据合规", articles: dataArticles },
];

export function knowledgeSeeds(): KnowledgeSeed[] {
  return knowledgeEntries;
}
