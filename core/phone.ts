// Phone rules of SPEC §5: mainland mobiles (1, then 3-9, then 9 digits) or Taiwan style 09 + 8 digits.
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
export const TAIWAN_MOBILE = /^09\d{8}$/;

export function isPhone(value: string): boolean {
  return MAINLAND_MOBILE.test(value) || TAIWAN_MOBILE.test(value);
}

/** 13812345678 → 138****5678 (first 3, four stars, last 4). */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
