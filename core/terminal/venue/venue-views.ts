import type { CatalogueItem, PublicCompany } from '../../../common/contract/index';
import {
  type CompanyInfo,
  type PlatformObject,
  type PublicCompanyInfo,
} from '../../../common/platform/schemas';
import { PlatformAmountSchema } from '../../../common/platform/schemas/money';
import { platformCents } from '../../platform/in-cents';

/** Company settings for the UI: a whitelist, so the terminal's credentials cannot slip through. */
export function companyView(company: PublicCompanyInfo): PublicCompany {
  // The cache stores a CompanyInfo minus its credentials; the fields read here are all kept.
  const info = company as unknown as CompanyInfo;
  return {
    id: info.id,
    fullName: info.fullName,
    org1Name: info.org1Name,
    org1NameShort: info.org1NameShort,
    pinLength: info.pinLength,
    permitNegativeBalances: info.permitNegativeBalances,
    ...(info.language?.name ? { language: info.language.name } : {}),
  };
}

/** The nomenclature tree as a flat list of categories and products. */
export function catalogueView(objects: readonly PlatformObject[]): CatalogueItem[] {
  return objects.map((o) => {
    const fields = o as Record<string, unknown>;
    const isCategory = o.className.endsWith('Category');
    const given = fields.basePriceInList;
    const readable = PlatformAmountSchema.safeParse(given).success;
    const priceCents = readable ? platformCents(given as number) : undefined;
    const unreadable = given !== undefined && given !== null && !readable;
    const name = typeof fields.name === 'string' ? fields.name : String(fields.itemTitle ?? o.id);
    return {
      id: o.id,
      kind: isCategory ? 'category' : 'product',
      name,
      ...(typeof fields.parentId === 'number' ? { parentId: fields.parentId } : {}),
      ...(!isCategory && priceCents !== undefined ? { priceCents } : {}),
      ...(!isCategory && unreadable ? { priceUnreadable: true as const } : {}),
    };
  });
}
