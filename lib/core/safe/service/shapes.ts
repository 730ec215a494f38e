import { isSafeMessageStatus, isTransactionStatus } from './types/vocabulary'

/**
 * Checks an answer's outline before it is typed: the fields a caller reads first (ids,
 * statuses, counts, lists) must be there with the right kind. An answer that fails is
 * 'Invalid response content', the same as one that is not JSON.
 */
export type AnswerShape = (body: unknown) => boolean

type Fields = Record<string, unknown>

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
const isAddressEx = (value: unknown): boolean => isObject(value) && isString(value.value)
const arrayOf =
  (item: AnswerShape): AnswerShape =>
  (value) =>
    Array.isArray(value) && value.every(item)

/** Any answer at all: the endpoints that answer nothing useful (204, or an echo). */
export const anyAnswer: AnswerShape = () => true
export const objectAnswer: AnswerShape = isObject
export const stringList: AnswerShape = arrayOf(isString)

/** `{ next?, previous?, results: [...] }`, each result an object. */
export const pageOf =
  (item: AnswerShape = isObject): AnswerShape =>
  (body) =>
    isObject(body) &&
    Array.isArray(body.results) &&
    body.results.every(item) &&
    (body.next === undefined || body.next === null || isString(body.next)) &&
    (body.previous === undefined || body.previous === null || isString(body.previous))

const withType: AnswerShape = (item) => isObject(item) && isString(item.type)
/** History, queue and the raw lists: items tagged TRANSACTION, DATE_LABEL, LABEL, ... */
export const transactionPage = pageOf(withType)
/** A Safe's messages: items tagged MESSAGE or DATE_LABEL. */
export const messagePage = pageOf(withType)

export const safeInfoAnswer: AnswerShape = (body) =>
  isObject(body) &&
  isAddressEx(body.address) &&
  isString(body.chainId) &&
  isCount(body.nonce) &&
  isCount(body.threshold) &&
  arrayOf(isAddressEx)(body.owners)

export const balancesAnswer: AnswerShape = (body) =>
  isObject(body) && isString(body.fiatTotal) && arrayOf((item) => isObject(item) && isObject(item.tokenInfo) && isString(item.balance))(body.items)

export const ownedSafesAnswer: AnswerShape = (body) => isObject(body) && stringList(body.safes)

export const transactionDetailsAnswer: AnswerShape = (body) =>
  isObject(body) && isString(body.txId) && isTransactionStatus(body.txStatus) && withType(body.txInfo)

export const estimationAnswer: AnswerShape = (body) =>
  isObject(body) && isCount(body.currentNonce) && isCount(body.recommendedNonce) && isString(body.safeTxGas)

export const decodedDataAnswer: AnswerShape = (body) =>
  isObject(body) && isString(body.method) && (body.parameters === undefined || body.parameters === null || arrayOf(isObject)(body.parameters))

export const chainInfoAnswer: AnswerShape = (body) =>
  isObject(body) && isString(body.chainId) && isString(body.chainName) && stringList(body.features)

export const safeAppsAnswer: AnswerShape = arrayOf((app) => isObject(app) && typeof app.id === 'number' && isString(app.url))

const isCollectible: AnswerShape = (item) => isObject(item) && isString(item.address) && isString(item.id)
export const collectiblesAnswer: AnswerShape = arrayOf(isCollectible)
export const collectiblesPage = pageOf(isCollectible)

export const masterCopiesAnswer: AnswerShape = arrayOf((copy) => isObject(copy) && isString(copy.address) && isString(copy.version))

export const safeMessageAnswer: AnswerShape = (body) =>
  isObject(body) &&
  isString(body.messageHash) &&
  isSafeMessageStatus(body.status) &&
  isCount(body.confirmationsSubmitted) &&
  isCount(body.confirmationsRequired) &&
  Array.isArray(body.confirmations) &&
  (body.preparedSignature === undefined || body.preparedSignature === null || isString(body.preparedSignature))

export const delegatesPage = pageOf((item) => isObject(item) && isString(item.delegate) && isString(item.delegator))
