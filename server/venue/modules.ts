/**
 * The platform modules the venue serves and the classes each one holds. A class name is
 * `<classPrefix>.modules.<module>.<ClassName>`; the language class is the one exception (it
 * lives under the platform prefix, which the interface does not let us configure).
 */
export const MODULES = {
  providers: 'warehouse.providers',
  incomingInvoices: 'warehouse.documents.incoming',
  invoiceItems: 'warehouse.documents.items.common',
  stores: 'warehouse.store',
  nomenclature: 'warehouse.nomenclature.singleproduct',
  measureUnits: 'core.dictionaries.measureunits',
  customers: 'crm.customer',
  company: 'core.company',
} as const;

export type ObjectClass =
  | 'Businessman'
  | 'Organization'
  | 'IncomingInvoice'
  | 'InvoiceItem'
  | 'Store'
  | 'SingleCategory'
  | 'SingleProduct'
  | 'MeasureUnit'
  | 'CrmCustomer';

export const MODULE_OF_CLASS: Readonly<Record<ObjectClass, string>> = {
  Businessman: MODULES.providers,
  Organization: MODULES.providers,
  IncomingInvoice: MODULES.incomingInvoices,
  InvoiceItem: MODULES.invoiceItems,
  Store: MODULES.stores,
  SingleCategory: MODULES.nomenclature,
  SingleProduct: MODULES.nomenclature,
  MeasureUnit: MODULES.measureUnits,
  CrmCustomer: MODULES.customers,
};

/** Modules whose objects the venue stores itself (crm.customer is read from the guests' tables). */
export const VENUE_MODULES: ReadonlySet<string> = new Set(
  Object.values(MODULE_OF_CLASS).filter((module) => module !== MODULES.customers),
);

/** Sub-objects that read (endpoint 9) adds to an object of the class: field name and the module of the owned objects. */
export const SUB_OBJECTS: Partial<Record<ObjectClass, { field: string; module: string }>> = {
  IncomingInvoice: { field: 'invoiceItems', module: MODULES.invoiceItems },
};

export const PLATFORM_PREFIX = 'ru.edgex.platform';

export function classNameOf(classPrefix: string, cls: ObjectClass): string {
  return `${classPrefix}.modules.${MODULE_OF_CLASS[cls]}.${cls}`;
}

export function companyClassName(classPrefix: string): string {
  return `${classPrefix}.modules.${MODULES.company}.CompanyInfo`;
}

export const LANGUAGE_CLASS_NAME = `${PLATFORM_PREFIX}.service.language.Language`;

/** The document id of an object the fixture gives no rid for. */
export function defaultRid(cls: ObjectClass | 'Table', id: number): string {
  return `rid-${cls}-${id}`;
}
