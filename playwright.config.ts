import { generateKeyPairSync } from 'node:crypto'
import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

/** e2e runs the real server (fresh SQLite under var/e2e-<port>) serving the built app, in Debian's Chromium. */
const port = Number(process.env.E2E_PORT ?? 8091)
// The journeys run on the fresh SQLite file of their DATA_DIR, also when DATABASE_URL is set for the
// repository suites (.ci/run): the server and the operator CLI the journeys start read this environment.
delete process.env.DATABASE_URL
// One folder per port, so two runs on different ports never wipe each other's database and log.
const dir = `var/e2e-${port}`
// Debian's headless shell (the old headless mode, without the full browser's window and display compositor)
// when installed, as .ci/run does; the full Chromium otherwise. Same Blink, same layout.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/**
 * The production journey (tests/e2e/production.spec.ts): a second server with NODE_ENV=production, Alibaba Cloud
 * SMS and WeChat Pay pointed at stand-ins the spec starts on these ports. The WeChat Pay keys are made here, once
 * per run, and reach the server through its environment and the spec through this process's (workers inherit it).
 */
const productionPort = port + 1
const STAND_IN_PORTS = { sms: port + 102, wechat: port + 103 }
for (const role of ['E2E_WECHAT_MERCHANT', 'E2E_WECHAT_PLATFORM']) {
  if (process.env[`${role}_PRIVATE`]) continue
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 })
  process.env[`${role}_PRIVATE`] = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  process.env[`${role}_PUBLIC`] = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString()
}
process.env.E2E_PRODUCTION_URL = `http://127.0.0.1:${productionPort}`
process.env.E2E_STAND_IN_SMS = String(STAND_IN_PORTS.sms)
process.env.E2E_STAND_IN_WECHAT = String(STAND_IN_PORTS.wechat)
const productionDir = `var/e2e-${productionPort}`
const productionEnv: Record<string, string> = {
  NODE_ENV: 'production',
  DATA_DIR: productionDir,
  PORT: String(productionPort),
  HOST: '127.0.0.1',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tStandInAccessKey01',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'StandInAccessKeySecret0123456789',
  ALIYUN_SMS_SIGN_NAME: '浙江高考志愿',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_465320001',
  ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${STAND_IN_PORTS.sms}/`,
  PAY_WX: 'wechatpay',
  PUBLIC_URL: `http://127.0.0.1:${productionPort}`,
  WECHATPAY_MCHID: '1900000109',
  WECHATPAY_APPID: 'wxd678efh567hg6787',
  WECHATPAY_MERCHANT_SERIAL: '5157F09EFDC096DE15EBE81A47057A72',
  WECHATPAY_PRIVATE_KEY: process.env.E2E_WECHAT_MERCHANT_PRIVATE ?? '',
  WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0119000001092024121200000000000000',
  WECHATPAY_PLATFORM_PUBLIC_KEY: process.env.E2E_WECHAT_PLATFORM_PUBLIC ?? '',
  WECHATPAY_APIV3_KEY: 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6',
  WECHATPAY_BASE_URL: `http://127.0.0.1:${STAND_IN_PORTS.wechat}`,
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    // The journeys run as a system that asks for less motion, which the app honours (styles.css, components/
    // reducedMotion.ts): pulsing skeletons, eased colours and chart animations then draw no frames, which was half the
    // browser's compositing and a seventh of its CPU on the chart and list journeys (docs/TESTING.md). The journeys
    // about focus and dialogs (journey, keyboard, pay) and the motion test itself run with the app's motion on.
    reducedMotion: 'reduce',
    // Recording a trace for every journey (kept only on failure) made them about a third slower (measured:
    // two specs 1.8 → 1.2 min), so a trace is recorded on a retry, or always with PW_TRACE=1.
    trace: process.env.PW_TRACE === '1' ? 'retain-on-failure' : 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // No optimising JIT in the pages: a journey's renderer lives for one test, too short for TurboFan's compiles
        // (on a second thread of a busy 2-core machine) to pay back; what the pages do is the same (measured in
        // docs/TESTING.md).
        '--js-flags=--no-opt',
      ],
    },
  },
  webServer: [
    {
      // The server's console SMS adapter writes one line per code; the journey reads it from this log. TRUST_PROXY:
      // each student signs in from a home address of their own (tests/e2e/support/signInBySms.ts).
      command: `rm -rf ${dir} && mkdir -p ${dir} && DATA_DIR=${dir} PORT=${port} HOST=127.0.0.1 TRUST_PROXY=1 node --import tsx server/cli/start.ts > ${dir}/server.log 2>&1`,
      url: `http://127.0.0.1:${port}/api/gk/system-edit/list`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // Started once the first answers, so the two never build the web app at the same time.
      command: `until node -e "fetch('http://127.0.0.1:${port}/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; do sleep 1; done; rm -rf ${productionDir} && mkdir -p ${productionDir} && node --import tsx server/cli/start.ts > ${productionDir}/server.log 2>&1`,
      url: `http://127.0.0.1:${productionPort}/healthz`,
      env: productionEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
  ],
})
