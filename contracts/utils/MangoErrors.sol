// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The single custom error of the Mango contracts; `errorCode` is one of {Errors}.
error MangoError(uint256 errorCode);

/// @notice Error codes carried by {MangoError}. The numbering is part of the public interface
/// (the site maps each code to a sentence), so never renumber.
library Errors {
    uint256 internal constant ACCESS = 0;
    uint256 internal constant FAILED_TO_SEND_VALUE = 1;
    uint256 internal constant INSUFFICIENT_BALANCE = 2;
    uint256 internal constant OVERFLOW_UNDERFLOW = 3;
    uint256 internal constant EMPTY_INPUT = 4;
    uint256 internal constant INVALID_ADDRESS = 5;
    uint256 internal constant INVALID_BONUS = 6;
    uint256 internal constant NOT_IMPLEMENTED_INTERFACE = 7;
    uint256 internal constant INVALID_FEE = 8;
    uint256 internal constant REENTRANCY = 9;
    uint256 internal constant INVALID_TIME = 10;
    uint256 internal constant SLIPPAGE = 11;
    uint256 internal constant AMOUNT_TOO_SMALL = 12;
    uint256 internal constant EXCEEDED_BALANCE = 13;
    uint256 internal constant INVALID_ID = 14;
    uint256 internal constant PAUSED = 15;
    uint256 internal constant INVALID_PRICE = 16;
}
