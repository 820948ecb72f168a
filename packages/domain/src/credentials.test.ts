import { describe, expect, it } from 'vitest';
import { areCredentialsComplete, credentialsProblems, isCalendarDate, MAX_LICENCES } from './credentials';

const licence = { jurisdiction: 'ON', country: 'CA', number: 'ON-1', expires_on: '2031-06-30' };
const complete = {
  designation: 'VET',
  school_name: 'Ontario Veterinary College',
  school_year: 2015,
  licences: [licence],
};
const TODAY = '2030-01-07';

describe('credentials rule', () => {
  it('accepts designation, school, graduating year and one to 10 licences', () => {
    expect(credentialsProblems(complete, TODAY)).toEqual({});
    const ten = Array.from({ length: MAX_LICENCES }, (_, index) => ({ ...licence, number: `N-${index}` }));
    expect(areCredentialsComplete({ ...complete, licences: ten }, TODAY)).toBe(true);
  });

  it('names each missing part of the education and the designation', () => {
    expect(
      credentialsProblems({ designation: null, school_name: ' ', school_year: null, licences: [] }, TODAY),
    ).toEqual({
      designation: 'DESIGNATION_REQUIRED',
      school_name: 'SCHOOL_REQUIRED',
      school_year: 'YEAR_INVALID',
      licences: 'LICENCE_REQUIRED',
    });
    for (const year of [1949, 2031, Number.NaN, 2015.5])
      expect(credentialsProblems({ ...complete, school_year: year }, TODAY)).toEqual({
        school_year: 'YEAR_INVALID',
      });
    expect(credentialsProblems({ ...complete, school_year: 2030 }, TODAY)).toEqual({});
  });

  it('refuses more than 10 licences', () => {
    const eleven = Array.from({ length: 11 }, () => licence);
    expect(credentialsProblems({ ...complete, licences: eleven }, TODAY)).toEqual({
      licences: 'TOO_MANY_LICENCES',
    });
  });

  it('checks every licence row: jurisdiction, number, a real expiry date that is not past', () => {
    const rows = [
      licence,
      { jurisdiction: '', country: 'CA', number: ' ', expires_on: '2031-02-30' },
      { ...licence, expires_on: '2030-01-06' },
      { ...licence, expires_on: TODAY },
      { ...licence, expires_on: '30/06/2031' },
    ];
    expect(credentialsProblems({ ...complete, licences: rows }, TODAY)).toEqual({
      'licences.1.jurisdiction': 'JURISDICTION_REQUIRED',
      'licences.1.number': 'NUMBER_REQUIRED',
      'licences.1.expires_on': 'EXPIRY_INVALID',
      'licences.2.expires_on': 'EXPIRY_PAST',
      'licences.4.expires_on': 'EXPIRY_INVALID',
    });
  });

  it('knows a calendar date', () => {
    expect(isCalendarDate('2032-02-29')).toBe(true);
    expect(isCalendarDate('2031-02-29')).toBe(false);
    expect(isCalendarDate('2031-6-30')).toBe(false);
  });
});
