import type { Table } from '../../../electron/contract';

/** A table of the scheme, busy or not; table 2 is turned by 45°. */
export function table(id: number, isBusy: boolean, maxCapacity = 4): Table {
  return {
    id,
    shape: 'rect',
    title: String(id),
    x: id * 10,
    y: 0,
    width: 100,
    height: 80,
    angle: id === 2 ? 45 : 0,
    backgroundColor: '255,255,255,1',
    fontSize: 16,
    reservable: true,
    minCapacity: 1,
    maxCapacity,
    isBusy,
    itemTitle: 'table',
    _id: `t${id}`,
  };
}
