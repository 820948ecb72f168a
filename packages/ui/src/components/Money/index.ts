export { formatMoney, Money, type MoneyProps, moneyCurrencies } from './Money';
