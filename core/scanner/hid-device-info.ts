/** A HID device as the OS lists it. Kept apart from hid-backend.ts so the renderer's types never load node-hid. */
export interface HidDeviceInfo {
  path: string;
  vendorId: number;
  productId: number;
  usagePage?: number | undefined;
  usage?: number | undefined;
  product?: string | undefined;
  manufacturer?: string | undefined;
  serialNumber?: string | undefined;
  interface?: number | undefined;
}
