/** element-china-area-data 5 ships a UMD bundle without types; the part the wizard reads. */
declare module 'element-china-area-data' {
  export interface RegionNode {
    /** Six-digit administrative code. */
    value: string;
    label: string;
    children?: RegionNode[];
  }
  export const regionData: RegionNode[];
}
