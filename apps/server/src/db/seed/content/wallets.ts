import { createRng } from '../rng';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdef';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function randomString(seed: string, alphabet: string, length: number): string {
  const rng = createRng(seed);
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[rng.int(0, alphabet.length - 1)];
  return out;
}

/** The platform's deposit addresses: plausible-looking, generated, not anyone's real wallet. */
export const DEPOSIT_WALLETS = [
  {
    code: 'USDT-TRC20',
    name: 'USDT (TRC20)',
    network: 'TRON (TRC20)',
    address: `T${randomString('trc20', BASE58, 33)}`,
  },
  {
    code: 'USDT-ERC20',
    name: 'USDT (ERC20)',
    network: 'Ethereum (ERC20)',
    address: `0x${randomString('erc20', HEX, 40)}`,
  },
  {
    code: 'BTC',
    name: 'Bitcoin',
    network: 'Bitcoin (SegWit)',
    address: `bc1q${randomString('btc', BECH32, 38)}`,
  },
];
