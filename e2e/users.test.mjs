// Issue 3: the first account is admin and manages users; a viewer is kept out of User Management;
// an operator changes their own password on their profile and signs in with the new one.
// The tests run in order: the later ones sign in as the users the first one creates.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, startApp } from './support.mjs';

const WAIT_MS = 10_000;

const ADMIN = { firstName: 'Ada', lastName: 'Admin', username: 'ada', password: 'ada-password' };
const OPERATOR = { firstName: 'Olga', lastName: 'Operator', username: 'olga', password: 'olga-password', role: 'Operator' };
const VIEWER = { firstName: 'Vic', lastName: 'Viewer', username: 'vic', password: 'vic-password', role: 'Viewer' };
const NEW_OPERATOR_PASSWORD = 'olga-new-password';

let app;
let browser;

before(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

/** A page in a browser context of its own (its own session), wide enough for the full sidebar. */
async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(WAIT_MS);
  return context.newPage();
}

const fullName = (person) => `${person.firstName} ${person.lastName}`;

/** Waits for a toast with this title (and description, when given) in the notification region; returns it. */
async function expectToast(page, title, description) {
  let notice = page.getByRole('region', { name: 'Notifications (F8)' }).locator('.ant-notification-notice').filter({ hasText: title });
  if (description) notice = notice.filter({ hasText: description });
  await notice.first().waitFor();
  return notice.first();
}

/** A screenshot once the toast has finished sliding in, so it reads clearly. */
async function screenshotWithToast(page, notice, name) {
  await notice.click({ trial: true }); // waits until it stands still; clicks nothing
  await screenshot(page, name);
}

async function registerIn(page, person) {
  await page.goto(`${app.url}/auth`);
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('First Name').fill(person.firstName);
  await form.getByLabel('Last Name').fill(person.lastName);
  await form.getByLabel('Username').fill(person.username);
  await form.getByLabel('Email').fill(`${person.username}@dock.test`);
  await form.getByLabel('Password').fill(person.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Account created!');
}

/** Fills in and sends the Sign In form; the caller waits for the outcome. */
async function submitSignIn(page, username, password) {
  if (!page.url().endsWith('/auth')) await page.goto(`${app.url}/auth`);
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function signIn(page, username, password) {
  await submitSignIn(page, username, password);
  await expectToast(page, 'Welcome back!');
  await page.waitForURL(`${app.url}/`);
}

async function openUserMenuItem(page, person, item) {
  await page.getByRole('button', { name: `User menu: ${fullName(person)}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Picks an option of the antd Select labelled `label` inside `scope`. */
async function choose(page, scope, label, option) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click();
}

async function createUserThroughDialog(page, person) {
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await dialog.getByLabel('Username', { exact: true }).fill(person.username);
  await dialog.getByLabel('Email', { exact: true }).fill(`${person.username}@dock.test`);
  await dialog.getByLabel('First Name', { exact: true }).fill(person.firstName);
  await dialog.getByLabel('Last Name', { exact: true }).fill(person.lastName);
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await choose(page, dialog, 'Role', person.role);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'User Created', `${person.username} can now sign in.`);
  await dialog.waitFor({ state: 'hidden' });
}

function userRow(page, username) {
  return page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ has: page.getByText(username, { exact: true }) });
}

test('the first account is admin and creates an operator and a viewer in User Management', async () => {
  const page = await newPage();
  await registerIn(page, ADMIN);
  await page.locator('header').getByText('Admin', { exact: true }).waitFor();

  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByText('Administration', { exact: true }).waitFor();
  await sidebar.getByRole('link', { name: 'User Management' }).click();
  await page.waitForURL(`${app.url}/user-management`);
  await userRow(page, ADMIN.username).waitFor();

  for (const person of [OPERATOR, VIEWER]) {
    await createUserThroughDialog(page, person);
    const row = userRow(page, person.username);
    await row.waitFor();
    const text = await row.innerText();
    assert.match(text, new RegExp(fullName(person)));
    assert.match(text, new RegExp(person.role));
  }

  const ownRow = userRow(page, ADMIN.username);
  assert.match(await ownRow.innerText(), /You/);
  assert.equal(await page.getByRole('button', { name: `Delete ${ADMIN.username}`, exact: true }).isDisabled(), true);
  assert.equal(await page.getByRole('button', { name: `Delete ${OPERATOR.username}`, exact: true }).isDisabled(), false);
  await screenshot(page, 'users-admin-list');
});

test('a viewer sees no Administration group and is sent away from User Management', async () => {
  const page = await newPage();
  await signIn(page, VIEWER.username, VIEWER.password);
  await page.locator('header').getByText('Viewer', { exact: true }).waitFor();

  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'Dashboard' }).waitFor();
  assert.equal(await sidebar.getByText('Administration', { exact: true }).count(), 0);
  assert.equal(await sidebar.getByRole('link', { name: 'User Management' }).count(), 0);

  const openedAt = Date.now();
  await page.goto(`${app.url}/user-management`);
  const denied = await expectToast(page, 'Access Denied', "You don't have permission to access this page.");
  await screenshotWithToast(page, denied, 'users-viewer-access-denied');
  assert.equal(await page.getByRole('heading', { name: 'User Management' }).count(), 0);

  await page.waitForURL(`${app.url}/`);
  const waited = Date.now() - openedAt;
  assert.ok(waited >= 1_000 && waited < 5_000, `expected to land on / about 1 s after opening the page, took ${waited} ms`);
});

test('an operator changes their password on My Profile and signs in with the new one only', async () => {
  const page = await newPage();
  await signIn(page, OPERATOR.username, OPERATOR.password);
  await openUserMenuItem(page, OPERATOR, 'My Profile');
  await page.waitForURL(`${app.url}/profile`);

  const form = page.locator('form[id="change-password"]');
  await form.getByLabel('Current Password', { exact: true }).fill(OPERATOR.password);
  await form.getByLabel('New Password', { exact: true }).fill(NEW_OPERATOR_PASSWORD);
  await form.getByLabel('Confirm Password', { exact: true }).fill(`${NEW_OPERATOR_PASSWORD}-typo`);
  await form.getByText("Passwords don't match").waitFor();
  await screenshot(page, 'users-operator-password-mismatch');

  await form.getByLabel('Confirm Password', { exact: true }).fill(NEW_OPERATOR_PASSWORD);
  await form.getByText("Passwords don't match").waitFor({ state: 'detached' });
  await form.getByRole('button', { name: 'Update Password' }).click();
  await screenshotWithToast(page, await expectToast(page, 'Password Updated'), 'users-operator-password-updated');

  await openUserMenuItem(page, OPERATOR, 'Sign Out');
  await page.getByRole('button', { name: `User menu: ${fullName(OPERATOR)}` }).waitFor({ state: 'detached' });

  await submitSignIn(page, OPERATOR.username, OPERATOR.password);
  const refused = await expectToast(page, 'Login failed', 'Invalid username or password.');
  await screenshotWithToast(page, refused, 'users-operator-old-password-refused');

  await signIn(page, OPERATOR.username, NEW_OPERATOR_PASSWORD);
  await page.locator('header').getByText('Operator', { exact: true }).waitFor();
});
