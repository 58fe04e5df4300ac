export {
  CRYPTO_DISPLAY_DECIMALS,
  CURRENCIES,
  SUBCURRENCIES,
  FIAT_DISPLAY_DECIMALS,
  currencyOf,
  isCurrencyCode,
  subunitsPerUnit,
  type Currency,
  type CurrencyCode,
  type CurrencyError,
} from './currency'

export {
  MAX_AMOUNT_SUBUNITS,
  displayUnitsText,
  formatMoney,
  money,
  parseUnits,
  unitsText,
  type Money,
  type MoneyError,
} from './money'
