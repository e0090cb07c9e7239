import { PHONE_LENGTH } from '../constants/account.ts';

const ELEVEN_DIGITS = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

/** 3-4-4 grouping of an 11-digit phone ('138 0013 8000'); other input is returned as is. */
export function formatPhone(phone: string, separator = ' '): string {
  if (!ELEVEN_DIGITS.test(phone)) return phone;
  return [phone.slice(0, 3), phone.slice(3, 7), phone.slice(7)].join(separator);
}

/** Masks the middle four digits ('138****8000'); other input is returned as is. */
export function maskPhone(phone: string): string {
  if (!ELEVEN_DIGITS.test(phone)) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}
