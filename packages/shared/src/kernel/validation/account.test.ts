import { describe, expect, it } from 'vitest';
import {
  checkAgreement,
  checkEmail,
  checkEmailAccountPassword,
  checkPassword,
  checkPasswordConfirmation,
  checkPhone,
  checkVerificationCode,
} from './account.ts';
import { OK } from './result.ts';

const failsWith = (error: string) => ({ ok: false, error });

describe('account rules', () => {
  it('phone: 11 digits starting 1 then 3-9', () => {
    for (const phone of ['13800138000', '19912345678', '15000000000']) expect(checkPhone(phone)).toEqual(OK);
    for (const phone of ['12800138000', '1380013800', '138001380001', '23800138000', '1380013800a', '+8613800138000'])
      expect(checkPhone(phone)).toEqual(failsWith('invalidPhone'));
    expect(checkPhone(' ')).toEqual(failsWith('phoneRequired'));
  });

  it('email: local@domain with a 2-9 letter TLD', () => {
    for (const email of ['a@b.co', 'first.last+tag@mail.example.com', 'x@y.museumabc']) expect(checkEmail(email)).toEqual(OK);
    for (const email of ['a@b.c', 'a@b.abcdefghij', 'ab.co', 'a@.co', 'a b@c.com', '@b.com', 'a@b.c0m'])
      expect(checkEmail(email)).toEqual(failsWith('invalidEmail'));
  });

  it('password: 8-20 chars with digit, upper, lower and symbol', () => {
    for (const pw of ['Abcdef1!', 'Zz9#Zz9#Zz9#Zz9#Zz9#']) expect(checkPassword(pw)).toEqual(OK);
    for (const pw of ['Abcde1!', 'Zz9#Zz9#Zz9#Zz9#Zz9#Z', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abcd ef1!', 'Abcdéf1!'])
      expect(checkPassword(pw)).toEqual(failsWith('invalidPassword'));
  });

  it('email-account password: letter, digit and symbol, 8-20', () => {
    for (const pw of ['abcdef1!', 'ABCDEF1-', '1234567a.']) expect(checkEmailAccountPassword(pw)).toEqual(OK);
    for (const pw of ['abcdefg1', 'abcdefg!', '1234567!', 'ab1!', 'abcdefghij1234567890!', 'abc def1!'])
      expect(checkEmailAccountPassword(pw)).toEqual(failsWith('invalidEmailPassword'));
  });

  it('confirmation must equal the password', () => {
    expect(checkPasswordConfirmation('Abcdef1!', 'Abcdef1!')).toEqual(OK);
    expect(checkPasswordConfirmation('Abcdef1!', 'abcdef1!')).toEqual(failsWith('passwordsDoNotMatch'));
  });

  it('agreement must be accepted', () => {
    expect(checkAgreement(true)).toEqual(OK);
    expect(checkAgreement(false)).toEqual(failsWith('agreeToTerms'));
  });

  it('verification code: 6 digits, required', () => {
    expect(checkVerificationCode('012345')).toEqual(OK);
    for (const code of ['12345', '1234567', '12a456', '12 345']) expect(checkVerificationCode(code)).toEqual(failsWith('invalidCode'));
    expect(checkVerificationCode('')).toEqual(failsWith('codeRequired'));
  });
});
