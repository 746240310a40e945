/** Who speaks to the core: the cashier's page (the whole contract) or the guest's display (its part). */
export type Audience = 'cashier' | 'display';
