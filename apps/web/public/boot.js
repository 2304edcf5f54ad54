/* global window, document, location */
// Runs beside the app's script on the home page: asks for the adverts at once and starts the
// first top advert's picture (the page's largest content), so it does not wait for the app.
// The app takes the adverts answer from window.__mallBoot instead of asking again.
(function () {
  try {
    if (!/^#?\/?(\?.*)?$|^#\/pages\/home\/home(\?.*)?$/.test(location.hash)) return;
    var lang = localStorage.getItem('lang');
    if (!/^(en|zh|zhtw|es|jp|th|ko)$/.test(lang || '')) lang = 'en';
    // Public data: no access-token (a stale one must not end the session here).
    var headers = { lang: lang };
    var url = '/api/customer/index/store?type=advert&lang=' + lang;
    var answer = fetch(url, { credentials: 'same-origin', headers: headers }).then(function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.json();
    });
    window.__mallBoot = { adverts: { lang: lang, answer: answer } };
    answer.then(function (body) {
      var list = (body && body.code === 200 && body.data && body.data.list) || [];
      for (var i = 0; i < list.length; i += 1) {
        var image = list[i].image;
        if (list[i].position !== 'top' || !image) continue;
        if (!/^(https?:)?\/\//.test(image) && image.charAt(0) !== '/') image = '/static/' + image;
        var link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = image;
        link.setAttribute('fetchpriority', 'high');
        document.head.appendChild(link);
        return;
      }
    }, function () {});
  } catch {
    // storage or fetch unavailable: the app asks on its own
  }
})();
