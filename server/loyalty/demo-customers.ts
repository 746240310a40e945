import { gtinCheckDigit } from '../../common/scanner/check-digit';
import type { GuestsFixtureInput } from './fixture-schema';
import { seededRandom } from '../fixture/seeded-random';
import { randomName, russianPhone } from './name-pools';
import { phoneDigits } from './tokens';

type CustomerInput = GuestsFixtureInput['customers'][number];
type AccountInput = NonNullable<CustomerInput['accounts']>[number];

export const DEMO_ACCOUNT_TYPES = [
  { accountGuid: 'bonus_account_type-1', name: 'Бонусные баллы', maxUsage: 50 },
  { accountGuid: 'bonus_account_type-2', name: 'Подарочный сертификат', maxUsage: 100 },
  { accountGuid: 'bonus_account_type-3', name: 'Депозит', maxUsage: 100 },
] as const;

/** The first group is the default one: guests without customerGroupId belong to it. */
export const DEMO_CUSTOMER_GROUPS = [
  { id: 1, name: 'Гости' },
  { id: 2, name: 'Постоянные гости' },
  { id: 3, name: 'Сотрудники' },
] as const;

/** An account from hundredths, so that the demo never does float arithmetic on money. */
function account(accountGuid: string, ledger: number, debitHold = 0, creditHold = 0): AccountInput {
  return {
    accountGuid,
    ledger: ledger / 100,
    available: (ledger - debitHold - creditHold) / 100,
    debitHold: debitHold / 100,
    creditHold: creditHold / 100,
  };
}

/** The guests docs/server.md lists by their tokens: testers rely on them, so change them only with the docs. */
const WELL_KNOWN: CustomerInput[] = [
  {
    customerGuid: 'customer_put-180725100130889x',
    lastName: 'Иванов',
    firstName: 'Иван',
    middleName: 'Иванович',
    sex: 'male',
    dateOfBirth: '1985-03-14T00:00:00.000Z',
    createTime: '2018-07-25T10:01:30.889Z',
    phones: ['+7 916 123-45-67'],
    customerGroupId: 2,
    tokens: [
      { type: 'card', entry: 'trackCode', key: '0001234567' },
      { type: 'card', entry: 'barCode', key: '2000000012346' },
      { type: 'phone', entry: 'manual', key: '79161234567' },
    ],
    accounts: [account('bonus_account_type-1', 125050, 20000, 5050), account('bonus_account_type-2', 300000)],
  },
  {
    customerGuid: 'customer_put-190312154502117a',
    lastName: 'Петрова',
    firstName: 'Анна',
    middleName: 'Сергеевна',
    sex: 'female',
    dateOfBirth: '1992-11-02T00:00:00.000Z',
    createTime: '2019-03-12T15:45:02.117Z',
    phones: ['+7 903 555-01-01'],
    customerGroupId: 2,
    tokens: [
      { type: 'qrGuest', entry: 'qrCode', key: 'QRG-7F3A9C21D4' },
      { type: 'pin', entry: 'manual', key: '4821' },
      // The vendor's documented card form: the key is the whole track 2 content.
      { type: 'card', entry: 'trackCode', key: '66666600000011=2012' },
    ],
    accounts: [account('bonus_account_type-1', 54025)],
  },
  {
    customerGuid: 'customer_put-200101090000001b',
    lastName: 'Сидоров',
    firstName: 'Пётр',
    middleName: 'Алексеевич',
    sex: 'male',
    createTime: '2020-01-01T09:00:00.001Z',
    phones: ['+7 925 000-11-22'],
    tokens: [
      { type: 'card', entry: 'trackCode', key: '0009999999', expirationDate: '2020-12-31T23:59:59.000Z' },
      { type: 'card', entry: 'trackCode', key: '0001111111', expirationDate: '2099-12-31T23:59:59.000Z' },
    ],
    accounts: [account('bonus_account_type-1', 10000)],
  },
  {
    customerGuid: 'customer_put-210615120000042c',
    lastName: 'Smith',
    firstName: 'John',
    sex: 'male',
    dateOfBirth: '1979-06-30T00:00:00.000Z',
    createTime: '2021-06-15T12:00:00.042Z',
    phones: ['+44 20 7946 0018'],
    customerGroupId: 3,
    tokens: [
      { type: 'card', entry: 'barCode', key: '4600000000015' },
      { type: 'phone', entry: 'manual', key: '442079460018' },
    ],
    accounts: [account('bonus_account_type-1', 0), account('bonus_account_type-3', 1500000, 250000)],
  },
  {
    customerGuid: 'customer_put-220202020202020d',
    lastName: 'Ёлкина',
    firstName: 'Мария',
    middleName: 'Николаевна',
    sex: 'female',
    createTime: '2022-02-02T02:02:02.020Z',
    phones: [],
    blocked: true,
    tokens: [{ type: 'card', entry: 'trackCode', key: '0005550005' }],
    accounts: [account('bonus_account_type-1', 99)],
  },
];

/**
 * A guest known by a phone and a PIN of her own (issue 40): her phone typed at the till finds her,
 * and a payment with bonuses then needs her PIN typed by her (guestProof) or a manager. Listed in
 * docs/server.md with the others; put after the generated crowd so that their ids stay as they were.
 */
const PHONE_AND_PIN: CustomerInput = {
  customerGuid: 'customer_put-230405113000017e',
  lastName: 'Белова',
  firstName: 'Ксения',
  middleName: 'Игоревна',
  sex: 'female',
  dateOfBirth: '1990-08-21T00:00:00.000Z',
  createTime: '2023-04-05T11:30:00.017Z',
  phones: ['+7 921 700-40-40'],
  tokens: [
    { type: 'phone', entry: 'manual', key: '79217004040' },
    { type: 'pin', entry: 'manual', key: '7350' },
  ],
  accounts: [account('bonus_account_type-1', 80000)],
};

/** Ivanov's bonus history, consistent with his balance above (ledger 1250.50, holds 200.00 and 50.50). */
const HISTORY: NonNullable<GuestsFixtureInput['transactions']> = [
  {
    customerGuid: 'customer_put-180725100130889x',
    accountGuid: 'bonus_account_type-1',
    regTime: '2025-11-02T18:20:00.000Z',
    type: 'CREDIT',
    amount: 1200,
    ledger: 1200,
    available: 1200,
    precheck: 'PC-2025-11-02-0042',
  },
  {
    customerGuid: 'customer_put-180725100130889x',
    accountGuid: 'bonus_account_type-1',
    regTime: '2026-01-20T13:05:10.250Z',
    type: 'DEBIT_HOLD',
    amount: 200,
    ledger: 1200,
    available: 1000,
    precheck: 'PC-2026-01-20-0007',
  },
  {
    customerGuid: 'customer_put-180725100130889x',
    accountGuid: 'bonus_account_type-1',
    regTime: '2026-02-05T19:44:31.900Z',
    type: 'CREDIT',
    amount: 50.5,
    ledger: 1250.5,
    available: 1000,
  },
];

const GENERATED = 55;

/** A guest of the generated crowd: a card (track and barcode), a phone, balances with holds on some. */
function generatedGuest(i: number, random: () => number): CustomerInput {
  const name = randomName(random);
  const phone = russianPhone(100_000_000 + Math.floor(random() * 900_000_000));
  const ledger = Math.floor(random() * 500_000);
  const debitHold = random() < 0.3 ? Math.floor(random() * ledger * 0.2) : 0;
  const creditHold = random() < 0.2 ? Math.floor(random() * 10_000) : 0;
  const accounts = [account('bonus_account_type-1', ledger + creditHold, debitHold, creditHold)];
  if (i % 7 === 0) accounts.push(account('bonus_account_type-2', Math.floor(random() * 20) * 50_000));
  const n = String(i).padStart(3, '0');
  const born = Date.UTC(
    1950 + Math.floor(random() * 55),
    Math.floor(random() * 12),
    1 + Math.floor(random() * 28),
  );
  return {
    customerGuid: `customer_put-240101000000${n}g`,
    ...name,
    dateOfBirth: i % 5 === 0 ? undefined : new Date(born).toISOString(),
    createTime: new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString(),
    phones: [phone],
    customerGroupId: i % 10 === 0 ? 2 : i % 25 === 0 ? 3 : undefined,
    tokens: [
      { type: 'card', entry: 'trackCode', key: `0002000${n}` },
      { type: 'card', entry: 'barCode', key: eanOf(`200000010${n}`) },
      { type: 'phone', entry: 'manual', key: phoneDigits(phone) },
    ],
    accounts,
  };
}

/** The demo `guests` section: deterministic, the same on every call. */
/** A printed card's EAN-13: the 12 digits and their check digit, so a bar code scanner reads it. */
function eanOf(body: string): string {
  return `${body}${gtinCheckDigit(body)}`;
}

export function demoCustomers(): GuestsFixtureInput {
  const random = seededRandom(20260115);
  const crowd = Array.from({ length: GENERATED }, (_, i) => generatedGuest(i + 1, random));
  return {
    accountTypes: DEMO_ACCOUNT_TYPES.map((t) => ({ ...t })),
    customerGroups: DEMO_CUSTOMER_GROUPS.map((g) => ({ ...g })),
    // Copies: a caller may edit its fixture (tests drop fields) without changing the next one's.
    customers: structuredClone([...WELL_KNOWN, ...crowd, PHONE_AND_PIN]),
    transactions: structuredClone(HISTORY),
  };
}
