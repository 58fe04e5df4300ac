import { describe, expect, it } from 'vitest'
import {
  isProfileField,
  isTypedProfileField,
  missingProfileFields,
  standingProblem,
} from './profile-fields'

describe('required profile fields', () => {
  it('lists the required fields with no value, blank ones included, in the order required', () => {
    const profile = { first_name: 'Ada', last_name: '  ', nickname: null }
    expect(missingProfileFields(profile, ['mobile_phone', 'last_name', 'first_name'])).toEqual([
      'mobile_phone',
      'last_name',
    ])
    expect(missingProfileFields(profile, [])).toEqual([])
  })

  it('knows the field names, and which ones a player types', () => {
    expect(isProfileField('nickname')).toBe(true)
    expect(isProfileField('date_of_birth')).toBe(false)
    expect(isTypedProfileField('first_name')).toBe(true)
    expect(isTypedProfileField('mobile_phone')).toBe(false)
  })
})

describe('standingProblem', () => {
  const policy = { termsVersion: '2', requiredFields: ['first_name'] as const }
  it('asks for the current terms first, then the required fields', () => {
    expect(standingProblem({ terms_version: '1', first_name: null }, policy)).toBe(
      'terms_not_accepted',
    )
    expect(standingProblem({ terms_version: '2', first_name: ' ' }, policy)).toBe(
      'profile_incomplete',
    )
    expect(standingProblem({ terms_version: '2', first_name: 'Ada' }, policy)).toBeUndefined()
  })
})
