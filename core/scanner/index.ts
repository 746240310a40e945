/**
 * Scanner input: HID reports and key strokes to customer tokens. See docs/scanners.md.
 * The renderer should import `./wedge` (and `./classify`) directly: this index also pulls in the Node-only
 * device manager.
 */
export { CustomerTokenSchema } from '../../common/platform/schemas/token';
export type { CustomerToken, TokenEntry, TokenType } from '../../common/platform/schemas/token';
export type { ScanOutcome, ScanSource } from '../../common/scanner/scan-outcome';
export { maskKey } from '../../common/platform/token-key';

export { classifyManual, classifyScan } from './classify';
export type { ScanInput } from './classify';
export {
  DEFAULT_RULES,
  DEFAULT_RULES_CONFIG,
  RulesConfigError,
  RulesConfigSchema,
  parseRules,
} from '../../common/scanner/rules';
export type { ClassifyRules, RulesConfig } from '../../common/scanner/rules';

export {
  BootKeyboardDecoder,
  stepBootKeyboard,
  INITIAL_BOOT_KEYBOARD_STATE,
} from '../../common/scanner/boot-keyboard';
export type { BootKeyboardOptions, BootKeyboardState, KeyStroke } from '../../common/scanner/boot-keyboard';
export { DEFAULT_BARCODE_LAYOUT, INITIAL_BARCODE_STATE, stepHidPosBarcode } from './hid-pos-barcode';
export type { BarcodeOutput, BarcodeReportLayout, BarcodeState } from './hid-pos-barcode';
export { DEFAULT_MSR_LAYOUT, decodeHidPosMsr } from './hid-pos-msr';
export type { MsrOutput, MsrReportLayout } from './hid-pos-msr';
export { DEFAULT_IDLE_GAP_MS, ScanAssembler } from '../../common/scanner/scan-assembler';
export type { AssembledScan } from '../../common/scanner/scan-assembler';
export { createReportPipeline } from './report-pipeline';
export type { ReportFormat, ReportPipeline, ReportPipelineOptions } from './report-pipeline';

export { DEFAULT_WEDGE_OPTIONS, KeyboardWedge } from '../../common/scanner/wedge';
export type { WedgeKeyInput, WedgeOptions, WedgeScan, WedgeStep } from '../../common/scanner/wedge';

export { formatCaptureRecord, parseCapture } from './capture';
export type { Capture, CaptureProblem, CaptureRecord } from './capture';
export { decodeOutputLine, replayCapture } from './capture-replay';

export { loadNodeHidBackend } from './hid-backend';
export type { BackendLoadResult, HidBackend, HidDeviceInfo, HidReader } from './hid-backend';
export { DeviceManager, describeOpenError } from './device-manager';
export type {
  BackendStatus,
  DeviceManagerOptions,
  ReaderState,
  ReaderStatus,
  ScannerStatus,
} from './device-manager';
export { DEFAULT_READER_SELECTION, kindOfUsage, selectReaders } from './reader-selection';
export type { ReaderConfig, ReaderKind, ReaderSelection } from './reader-selection';
