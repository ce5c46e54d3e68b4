// The phone introduction page (mobile*.html): 继续使用手机版 returns to the page that was asked for, which the
// redirect carried in the hash. Without this script the link still opens the app, at home.
document.querySelectorAll('a[data-keep-hash]').forEach(function (link) {
  if (location.hash) link.setAttribute('href', link.getAttribute('href') + location.hash)
})
