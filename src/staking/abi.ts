/**
 * The production contract interface, written by hand `as const` so viem infers every
 * argument and result type. Signatures are the deployed contracts' on Polygon zkEVM; the devnet
 * Solidity in contracts/ implements the same ones. Errors are listed on each ABI so viem
 * can decode revert data from simulations and receipts (see errors.ts).
 */

/** MangoError(uint256) codes (contracts/utils/MangoErrors.sol). Never renumber: they are the public interface. */
export const MangoErrorCode = {
  ACCESS: 0,
  FAILED_TO_SEND_VALUE: 1,
  INSUFFICIENT_BALANCE: 2,
  OVERFLOW_UNDERFLOW: 3,
  EMPTY_INPUT: 4,
  INVALID_ADDRESS: 5,
  INVALID_BONUS: 6,
  NOT_IMPLEMENTED_INTERFACE: 7,
  INVALID_FEE: 8,
  REENTRANCY: 9,
  INVALID_TIME: 10,
  SLIPPAGE: 11,
  AMOUNT_TOO_SMALL: 12,
  EXCEEDED_BALANCE: 13,
  INVALID_ID: 14,
  PAUSED: 15,
  INVALID_PRICE: 16,
} as const

/** OpenZeppelin v5 ERC-20 errors (IERC6093, https://eips.ethereum.org/EIPS/eip-6093) and Ownable's. */
export const tokenErrorsAbi = [
  {
    type: 'error',
    name: 'ERC20InsufficientBalance',
    inputs: [
      { name: 'sender', type: 'address' },
      { name: 'balance', type: 'uint256' },
      { name: 'needed', type: 'uint256' },
    ],
  },
  {
    type: 'error',
    name: 'ERC20InsufficientAllowance',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'allowance', type: 'uint256' },
      { name: 'needed', type: 'uint256' },
    ],
  },
  { type: 'error', name: 'ERC20InvalidSender', inputs: [{ name: 'sender', type: 'address' }] },
  { type: 'error', name: 'ERC20InvalidReceiver', inputs: [{ name: 'receiver', type: 'address' }] },
  { type: 'error', name: 'ERC20InvalidApprover', inputs: [{ name: 'approver', type: 'address' }] },
  { type: 'error', name: 'ERC20InvalidSpender', inputs: [{ name: 'spender', type: 'address' }] },
  { type: 'error', name: 'OwnableUnauthorizedAccount', inputs: [{ name: 'account', type: 'address' }] },
] as const

export const mangoErrorAbi = [{ type: 'error', name: 'MangoError', inputs: [{ name: 'errorCode', type: 'uint256' }] }] as const

/** Every custom error the staking contracts can revert with, for decoding raw revert data. */
export const stakingErrorsAbi = [...mangoErrorAbi, ...tokenErrorsAbi] as const

/** The ERC-20 functions the site uses (MANGO, USDC, and pMANGO's token side). */
export const erc20Abi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'allowance',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
    ],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  { type: 'function', name: 'totalSupply', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'decimals', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint8' }] },
  ...stakingErrorsAbi,
] as const

/** pMANGO "Planted Mango": the receipt token and staking contract. */
export const plantedMangoAbi = [
  ...erc20Abi,
  {
    type: 'function',
    name: 'plant',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'amount', type: 'uint256' },
      { name: 'to', type: 'address' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'unplant',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'amount', type: 'uint256' },
      { name: 'to', type: 'address' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'harvest',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'user', type: 'address' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'harvestableRewards',
    stateMutability: 'view',
    inputs: [{ name: 'user', type: 'address' }],
    outputs: [
      {
        name: '',
        type: 'tuple[]',
        components: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
    ],
  },
  {
    type: 'event',
    name: 'Plant',
    inputs: [
      { name: 'sender', type: 'address', indexed: true },
      { name: 'user', type: 'address', indexed: true },
      { name: 'amount', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'Unplant',
    inputs: [
      { name: 'user', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'amount', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'Harvest',
    inputs: [
      { name: 'user', type: 'address', indexed: true },
      { name: 'token', type: 'address', indexed: true },
      { name: 'amount', type: 'uint256', indexed: false },
    ],
  },
] as const
